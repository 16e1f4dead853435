// The LiveChat widget, mounted once at the root. Its script loads only after the player first reaches /service (no
// third-party code on other screens until then). It shows minimized on /service pages, maximized when the player
// opened chat, and hidden over games, queued or auth modals, and everywhere else; never in the native shell
// (SPEC section 1: the shell opens LiveChat's own chat page in the browser instead).
import { lazy, Suspense, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { isNativeShell } from '../../lib/device.ts';
import { useAnyModal } from '../../lib/modal-store.ts';
import { useChatOpen } from './chat-store.ts';
import type { ChatVisibility } from './chat-widget.tsx';

// The widget and the service desk's read load together once chat is first wanted (chat-widget.tsx).
const ChatWidget = lazy(() => import('./chat-widget.tsx').then((m) => ({ default: m.ChatWidget })));

/** Pure, for the unit test: where the widget may show and how. */
export function chatVisibility(pathname: string, open: boolean, modalShowing: boolean): ChatVisibility {
  if (modalShowing || pathname.startsWith('/game')) return 'hidden';
  if (open) return 'maximized';
  return pathname === '/service' || pathname.startsWith('/service/') ? 'minimized' : 'hidden';
}

export function ChatHost() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const open = useChatOpen();
  const anyModal = useAnyModal();
  const onService = pathname.startsWith('/service');
  // Once wanted, the widget stays mounted (hidden), so a chat in progress survives leaving /service.
  const [wanted, setWanted] = useState(false);
  if (!wanted && (onService || open)) setWanted(true);

  if (!wanted || isNativeShell()) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget visibility={chatVisibility(pathname, open, anyModal)} vipDesk={pathname.startsWith('/service/vip')} />
    </Suspense>
  );
}
