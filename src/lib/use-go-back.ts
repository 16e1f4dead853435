import { useRouter } from '@tanstack/react-router';

/** Back for a secondary page's top bar: history when there is some, else home (a page opened from a link). */
export function useGoBack(): () => void {
  const router = useRouter();
  return () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };
}
