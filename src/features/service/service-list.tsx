// One service row per contact: the chat opens the widget (in the native shell, LiveChat's page in the browser);
// the others are plain links (tel:, https:) that go through the shell's openExternal when it is there.
import type { MouseEvent } from 'react';
import { ChevronRight, Headphones, MessageCircle, Phone, Send } from 'lucide-react';
import type { CustomerService } from '../../../contract/entities.ts';
import { liveChatPageUrl } from '../../../contract/live-chat.ts';
import { isNativeShell } from '../../lib/device.ts';
import { t } from '../../lib/i18n/index.ts';
import { isSafeExternalUrl, nativeBridge, openExternal } from '../../lib/native-bridge.ts';
import { openChat } from './chat-store.ts';
import { CHAT_ITEM_TYPE } from './use-service.ts';

function ServiceIcon({ service: s }: { service: CustomerService }) {
  if (s.itemType === CHAT_ITEM_TYPE) return <MessageCircle aria-hidden="true" size={22} className="service-icon" />;
  if (s.url.startsWith('tel:')) return <Phone aria-hidden="true" size={22} className="service-icon" />;
  if (s.url.includes('t.me') || s.url.startsWith('tg:')) return <Send aria-hidden="true" size={22} className="service-icon" />;
  return <Headphones aria-hidden="true" size={22} className="service-icon" />;
}

function viaBridge(event: MouseEvent<HTMLAnchorElement>, url: string) {
  if (!nativeBridge()?.openExternal) return;
  event.preventDefault();
  openExternal(url);
}

function Row({ service }: { service: CustomerService }) {
  const body = (
    <>
      <ServiceIcon service={service} />
      <span className="service-name">{service.name}</span>
      <span className="service-hint">{service.itemType === CHAT_ITEM_TYPE ? t('service.chatHint') : t('service.linkHint')}</span>
      <ChevronRight aria-hidden="true" size={18} className="service-arrow" />
    </>
  );
  if (service.itemType === CHAT_ITEM_TYPE) {
    const onClick = () => (isNativeShell() ? openExternal(liveChatPageUrl(service.param1, service.param2)) : openChat());
    return (
      <button type="button" className="service-row" onClick={onClick}>
        {body}
      </button>
    );
  }
  return (
    <a className="service-row" href={service.url} target="_blank" rel="noopener noreferrer" onClick={(e) => viaBridge(e, service.url)}>
      {body}
    </a>
  );
}

/** Rows the app can actually open: a chat with a licence, or a link with a safe scheme. */
export function usableServices(services: readonly CustomerService[]): CustomerService[] {
  return services.filter((s) => (s.itemType === CHAT_ITEM_TYPE ? s.param1 !== '' : isSafeExternalUrl(s.url)));
}

export function ServiceList({ services, label }: { services: readonly CustomerService[]; label: string }) {
  return (
    <ul className="service-list" aria-label={label}>
      {usableServices(services).map((s) => (
        <li key={s.id}>
          <Row service={s} />
        </li>
      ))}
    </ul>
  );
}
