import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Empty } from '../../ui/empty.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { GameGrid } from './game-tile.tsx';
import { useCatalogue, useLikes } from './use-catalogue.ts';

/** /game/search: by name as you type, from the cached catalogue (works offline), filtered by type and provider. */
export function GameSearchPage() {
  const goBack = useGoBack();
  const { games, types } = useCatalogue();
  const likes = useLikes();
  const user = useLiveQuery(() => db.user.get('me'), [], undefined);
  const [query, setQuery] = useState('');
  const [typeId, setTypeId] = useState(0);
  const [provider, setProvider] = useState('');
  const providers = [...new Set(games.map((g) => g.provider))].sort();
  const words = query.trim().toLowerCase();
  const found = games.filter(
    (g) => (!words || g.name.toLowerCase().includes(words)) && (!typeId || g.typeId === typeId) && (!provider || g.provider === provider),
  );
  return (
    <div className="page">
      <TopBar title={t('games.search')} onBack={goBack} backLabel={t('common.back')} />
      <div className="page-body">
        <input
          className="search-input"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('games.searchPlaceholder')}
          aria-label={t('games.search')}
          autoFocus
        />
        <div className="search-filters">
          <select value={typeId} onChange={(e) => setTypeId(Number(e.target.value))} aria-label={t('games.type')}>
            <option value={0}>{t('games.allTypes')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
          <select value={provider} onChange={(e) => setProvider(e.target.value)} aria-label={t('games.provider')}>
            <option value="">{t('games.allProviders')}</option>
            {providers.map((p) => (
              <option key={p} value={p}>
                {p === 'builtin' ? t('games.builtin') : p}
              </option>
            ))}
          </select>
        </div>
        {found.length === 0 ? <Empty title={t('games.noneFound')} /> : <GameGrid games={found} likes={likes} canLike={user !== undefined && user.id !== 0} />}
      </div>
    </div>
  );
}
