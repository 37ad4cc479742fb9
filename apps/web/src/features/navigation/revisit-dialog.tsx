import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { completedModules } from '@clearpath/core';
import { focusPageHeading } from '../../lib/page-focus';
import { useNavigationStore } from './navigation-store';
import { isRevisit } from './navigation-rules';

export interface RevisitDialogProps {
  pageId: string;
  viaArrows: boolean;
  /** Goes to the furthest page the student reached. */
  onContinue: (page: string) => void;
}

/**
 * The revisit dialog (docs/product.md §2): opening a page already done offers to continue where the student
 * was, or to look back at this page (review mode: nothing changes their route).
 */
export function RevisitDialog({ pageId, viaArrows, onContinue }: RevisitDialogProps) {
  // Decided once, when the page opens: answering the dialog must not reopen it.
  const [initial] = useState(() => {
    const state = useNavigationStore.getState();
    const show = isRevisit({
      page: pageId,
      furthest: state.next_viewed_page,
      visited: Object.hasOwn(state.navigation_history, pageId),
      reviewMode: state.review_mode,
      viaArrows,
      completed: completedModules(state.navigation_history),
    });
    return { show, furthest: state.next_viewed_page };
  });
  const [open, setOpen] = useState(initial.show);
  const enterReview = useNavigationStore((state) => state.enterReview);
  // Where the focus goes once the dialog has closed: the link that opened the page is gone, so
  // looking back starts at the page's heading; continuing leaves it to the next page.
  const stayed = useRef(false);

  const lookBack = () => {
    enterReview();
    stayed.current = true;
    setOpen(false);
  };
  const resume = () => {
    setOpen(false);
    if (initial.furthest !== null) onContinue(initial.furthest);
  };

  return (
    <Dialog
      open={open}
      onClose={lookBack}
      disableRestoreFocus
      slotProps={{
        transition: {
          onExited: () => {
            if (stayed.current) focusPageHeading();
          },
        },
      }}
      aria-labelledby="revisit-title"
      aria-describedby="revisit-text"
    >
      <DialogTitle id="revisit-title">You have been here before</DialogTitle>
      <DialogContent>
        <DialogContentText id="revisit-text">
          You already finished this page. You can go back to where you were, or look back at this
          page. Looking back changes nothing you have done.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={lookBack}>Look back at this page</Button>
        <Button onClick={resume} variant="contained">
          Continue where I was
        </Button>
      </DialogActions>
    </Dialog>
  );
}
