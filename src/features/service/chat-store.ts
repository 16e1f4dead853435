// Whether the player asked for the chat window: the root chat host shows it maximized then, wherever they are.
import { createStore, useStore } from '../../lib/store.ts';

const chatStore = createStore<{ open: boolean }>({ open: false });

export const openChat = (): void => chatStore.set({ open: true });
export const closeChat = (): void => chatStore.set({ open: false });
export const useChatOpen = (): boolean => useStore(chatStore).open;
