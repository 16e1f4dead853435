// The LiveChat widget itself, with the read of the service desk that names its licence: loaded by the chat host
// (chat-host.tsx) once chat is first wanted, so no screen before that carries its code or runs its read. It draws none
// of our words: the widget has its own.
import { LiveChatWidget } from '@livechat/widget-react';
import { closeChat } from './chat-store.ts';
import { chatItem, useServiceDesk } from './use-service.ts';

export type ChatVisibility = 'maximized' | 'minimized' | 'hidden';

export function ChatWidget({ visibility, vipDesk }: { visibility: ChatVisibility; vipDesk: boolean }) {
  const desk = useServiceDesk();
  const chat = desk ? chatItem(desk.services, vipDesk) : undefined;
  if (!chat) return null;
  return (
    <LiveChatWidget
      key={`${chat.param1}/${chat.param2}`}
      license={chat.param1}
      group={chat.param2 || undefined}
      visibility={visibility}
      onVisibilityChanged={({ visibility: now }) => {
        if (now !== 'maximized') closeChat();
      }}
    />
  );
}
