// Back for a screen the pay page returns to: behind such a return the history holds the pay page, whose token is used
// up (it would show "Unknown order"), so back goes home instead; otherwise it is the usual back.
import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useGoBack } from '../../lib/use-go-back.ts';

/** `order` is the search param the pay page adds; remembered for the screen's life, as the sheet's Done removes it. */
export function useBackAfterPay(order: string | undefined): () => void {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const afterPayPage = useRef(order !== undefined);
  return () => (afterPayPage.current ? void navigate({ to: '/' }) : goBack());
}
