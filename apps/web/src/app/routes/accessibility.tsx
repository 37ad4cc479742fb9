import { Bullets, ExternalLink, P, PageTitle, Section } from '../../components/prose';

export function AccessibilityPage() {
  return (
    <article>
      <title>Accessibility · Clearpath</title>
      <PageTitle lead="We want every student to be able to use Clearpath, whatever device they have and however they use it.">
        Accessibility
      </PageTitle>

      <Section title="What you can do on Clearpath">
        <Bullets
          items={[
            'Use every part of it with a keyboard alone. The first Tab press shows a “Skip to content” link.',
            'Use a screen reader: pages have headings, landmarks and labelled controls, and focus moves to the new page’s heading when you go to a new page.',
            'Zoom in up to 400% without losing anything or scrolling sideways.',
            'Change text spacing in your browser without text being cut off.',
            'Use dark mode: Clearpath follows your device’s setting, and you can choose light or dark with the button at the top of every page.',
            'Reduce motion: if your device is set to reduce motion, Clearpath turns off animations and transitions.',
            'Use it on a phone, in portrait or landscape.',
          ]}
        />
      </Section>

      <Section title="How accessible this website is">
        <P>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page
          is checked by automated tests (axe) in both light and dark mode each time the website
          changes, and we check keyboard use by hand. Because of the limits listed below, Clearpath
          is partially compliant with WCAG 2.2 AA.
        </P>
      </Section>

      <Section title="Known limitations">
        <Bullets
          items={[
            'Clearpath is available in English only, not in Irish or other languages.',
            'We have not yet tested Clearpath with NVDA, JAWS, VoiceOver or TalkBack. Our testing so far is automated checks and keyboard use.',
            'Access codes are 12 characters long and can be hard to type, especially with voice control. You can paste your code instead, and it does not matter whether you use capital letters, spaces or dashes.',
            'Links to other organisations, such as the HSE or Samaritans, go to websites we do not run. Their accessibility may be different.',
          ]}
        />
      </Section>

      <Section title="Tell us about a problem">
        <P>
          If something on Clearpath does not work for you, or you need information in a different
          format, please tell your university’s student health service or its disability support
          service. It helps to say:
        </P>
        <Bullets
          items={[
            'which page it was (the address at the top of your browser)',
            'what you were trying to do',
            'your device and browser, and any assistive technology you use',
          ]}
        />
        <P>
          You do not need to give your name, and you never need to share your access code to report
          a problem.
        </P>
      </Section>

      <Section title="If you are not happy with the response">
        <P>
          Most Irish universities and colleges are public bodies. Their websites are covered by the
          European Union (Accessibility of Websites and Mobile Applications of Public Sector Bodies)
          Regulations 2020 (S.I. No. 358 of 2020), which put the EU Web Accessibility Directive into
          Irish law, and by Part 3 of the Disability Act 2005.
        </P>
        <P>
          First, make a complaint in writing to your university under section 38 of the Disability
          Act 2005. An inquiry officer at the university will look into it. If you are still not
          satisfied, you can ask the Office of the Ombudsman to examine your complaint, free of
          charge, at <ExternalLink href="https://www.ombudsman.ie">ombudsman.ie</ExternalLink>.
        </P>
        <P>
          The National Disability Authority monitors how public bodies meet these rules. You can
          read about its work at <ExternalLink href="https://nda.ie">nda.ie</ExternalLink>.
        </P>
      </Section>

      <Section title="About this statement">
        <P>
          This statement was prepared in November 2026. We review it whenever Clearpath changes in a
          way that could affect accessibility.
        </P>
      </Section>
    </article>
  );
}
