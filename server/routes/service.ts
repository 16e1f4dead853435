// Customer service calls: the list is read with the caller's own VIP level, never one the request names.
import { calls } from '../../contract/index.ts';
import { serviceList } from '../domain/service/service-list.ts';
import type { CallRegistry } from './register-call.ts';

export function serviceRoutes(registry: CallRegistry): void {
  registry.register(calls.getCustomerServices, ({ db, user }) => serviceList(db, user?.userId ?? null));
}
