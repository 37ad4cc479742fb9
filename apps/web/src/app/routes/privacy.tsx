import { Bullets, P, PageTitle, Section } from '../../components/prose';
import { CookiesSection, ResearchAndRightsSections } from './privacy-details';

export function PrivacyPage() {
  return (
    <article>
      <title>Privacy · Clearpath</title>
      <PageTitle lead="Clearpath is built so that nobody — not your university, not the researchers, not us — can tell which answers are yours.">
        Privacy
      </PageTitle>

      <Section title="What we collect">
        <P>When you use Clearpath, we save:</P>
        <Bullets
          items={[
            'your answers to the questions and activities',
            'the scores and feedback worked out from your answers',
            'how far you have got, so you can pick up where you left off',
            'the university and recruitment wave you joined through, so results can be counted per university',
          ]}
        />
        <P>
          All of this is tied to a random participant number that we create when you start. It is
          not tied to you as a person.
        </P>
      </Section>

      <Section title="What we never collect">
        <Bullets
          items={[
            'your name',
            'your email address',
            'your phone number',
            'your student number',
            'your location',
          ]}
        />
        <P>
          Like every website, our server sees your device’s internet (IP) address when you connect.
          We use it only to stop abuse, such as someone trying to guess access codes, and we never
          store it with your answers.
        </P>
      </Section>

      <Section title="Your access code">
        <P>
          When you start, Clearpath shows you an access code, once. It is the only way back to your
          answers, on this device or any other.
        </P>
        <P>
          We store only a keyed hash of your code: a scrambled fingerprint that can check a code you
          type, but cannot be turned back into the code. This means that even someone with a full
          copy of our database could not read your code — and it also means we cannot recover it,
          reset it or send it to you. Please write it down or keep it somewhere private.
        </P>
        <P>
          One exception, for a few minutes only: in case the signal drops just as you start, we keep
          the answer that carries your new code locked with a key that only your phone or computer
          has, so it can ask for the same code again. We never keep that key, so nobody can open it
          without your device, and it is of no use once those minutes are up.
        </P>
        <P>
          If you choose to email your code to yourself, your own email app opens with the code
          filled in. The email goes from you to you; we never see or store your email address.
        </P>
      </Section>

      <CookiesSection />
      <ResearchAndRightsSections />
    </article>
  );
}
