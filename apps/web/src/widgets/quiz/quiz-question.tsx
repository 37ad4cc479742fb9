import { CHOICE_FOCUS_SX } from '../shared/choice-focus';
import { useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { FramedImage } from '../shared/framed-image';
import type { QuizFileQuestion } from './quiz-answers';
import { QuizResult } from './quiz-result';
import { FOCUSABLE_HEADING_SX } from './heading-style';

interface QuizQuestionProps {
  question: QuizFileQuestion;
  pageId: string;
  /** Review mode: nothing can be chosen, every result is shown. */
  locked: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswered: () => void;
}

/** The mark beside a choice once the result is shown (the result text says it in words). */
function ChoiceMark({ correct, chosen }: { correct: boolean; chosen: boolean }) {
  if (correct) return <CheckIcon aria-hidden color="success" fontSize="small" />;
  if (chosen) return <CloseIcon aria-hidden color="error" fontSize="small" />;
  return null;
}

/**
 * One quiz question: its image, a radio group of the choices (`mcq` as large option cards,
 * still radios) and the result. One attempt: the radios are disabled once an answer is given.
 */
export function QuizQuestion({
  question,
  pageId,
  locked,
  headingRef,
  onAnswered,
}: QuizQuestionProps) {
  const [saved, save] = usePageAnswer<string>(pageId, question.data_id);
  const [pending, setPending] = useState<string | null>(null);
  const [hint, setHint] = useState('');
  const answerId = typeof saved === 'string' ? saved : undefined;
  const answered = answerId !== undefined;
  const disabled = answered || locked;
  const headingId = `${pageId}-${question.data_id}-question`;
  const cards = question.type === 'mcq';

  // The answer is kept only on "Check answer": arrow keys move the checked radio, so keeping
  // the first checked one would lock keyboard users into whichever choice they passed first.
  function check() {
    if (pending === null) {
      setHint('Choose an answer first.');
      return;
    }
    save(pending);
    onAnswered();
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      {question.image !== undefined && (
        <FramedImage src={question.image} alt={question.image_alt ?? ''} ratio="4 / 3" />
      )}
      <Box>
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          sx={FOCUSABLE_HEADING_SX}
        >
          {question.question}
        </Typography>
        <RadioGroup
          aria-labelledby={headingId}
          name={`${pageId}-${question.data_id}`}
          value={answerId ?? pending}
          onChange={(_event, value) => {
            if (disabled) return;
            setPending(value);
            setHint('');
          }}
          sx={{ gap: cards ? 1.5 : 0 }}
        >
          {question.choices.map(([text, id]) => (
            <FormControlLabel
              key={id}
              value={id}
              disabled={disabled}
              control={<Radio />}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {text}
                  {(answered || locked) && (
                    <ChoiceMark correct={id === question.correct_id} chosen={id === answerId} />
                  )}
                </Box>
              }
              sx={
                cards
                  ? {
                      m: 0,
                      p: 1.5,
                      border: 2,
                      borderRadius: 1,
                      borderColor: id === answerId ? 'primary.main' : 'divider',
                      ...CHOICE_FOCUS_SX,
                      // Disabled choices keep readable text: the result is shown beside them.
                      '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
                    }
                  : { '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }
              }
            />
          ))}
        </RadioGroup>
        {!disabled && (
          <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={check}>
              Check answer
            </Button>
            <Typography role="alert" color="error">
              {hint}
            </Typography>
          </Box>
        )}
        <QuizResult question={question} answerId={answerId} showWithoutAnswer={locked} />
      </Box>
    </Box>
  );
}
