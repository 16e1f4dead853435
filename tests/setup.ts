// fake-indexeddb must be in place before Dexie loads.
import 'fake-indexeddb/auto';
