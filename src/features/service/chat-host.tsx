// The LiveChat widget, mounted once at the root. Its script loads only after the player first reaches /service (no
// third-party code on other screens until then). It shows minimized on /service pages, maximized when the player
// opened chat, and hidden over games, queued or auth modals, and everywhere else; never in the native shell
// (SPEC section 1: the shell opens LiveChat's own chat page in the browser instead).
import { lazy, Suspense, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { isNativeShell } from '../../lib/device.ts';
import { useAnyModal } from '../../lib/modal-store.ts';
import { closeChat, useChatOpen } from './chat-store.ts';
import { chatItem, useServiceDesk } from './use-service.ts';

const LiveChatWidget = lazy(() => import('@livechat/widget-react').then((m) => ({ default: m.LiveChatWidget })));

export type ChatVisibility = 'maximized' | 'minimized' | 'hidden';

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
  const desk = useServiceDesk();
  const onService = pathname.startsWith('/service');
  // Once wanted, the widget stays mounted (hidden), so a chat in progress survives leaving /service.
  const [wanted, setWanted] = useState(false);
  if (!wanted && (onService || open)) setWanted(true);

  const chat = desk ? chatItem(desk.services, pathname.startsWith('/service/vip')) : undefined;
  if (!wanted || !chat || isNativeShell()) return null;
  return (
    <Suspense fallback={null}>
      <LiveChatWidget
        key={`${chat.param1}/${chat.param2}`}
        license={chat.param1}
        group={chat.param2 || undefined}
        visibility={chatVisibility(pathname, open, anyModal)}
        onVisibilityChanged={({ visibility }) => {
          if (visibility !== 'maximized') closeChat();
        }}
      />
    </Suspense>
  );
}
