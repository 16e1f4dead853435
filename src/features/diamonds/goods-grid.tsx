// The prize grid: each good's picture (or a plain gift icon when it has none), diamond price, peso value and stock; an
// order is confirmed with the saved address shown, and needs that address first.
import { Link } from '@tanstack/react-router';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { addressLine, type DiamondShop, type MallGoods } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useSavedAddress } from './use-diamonds.ts';

export function GoodsGrid({ shop, online }: { shop: DiamondShop; online: boolean }) {
  const address = useSavedAddress();
  const [chosen, setChosen] = useState<MallGoods | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  async function order(goods: MallGoods) {
    const result = await run(() => api.diamonds.exchangeGoods(goods.id, goods.price));
    setChosen(null);
    if (result?.ok) setDone(t('diamonds.goodsOrdered', { name: goods.name }));
  }

  return (
    <section className="bonus-section mall-card" aria-labelledby="mall-goods-title">
      <h2 id="mall-goods-title">{t('diamonds.goodsTitle')}</h2>
      {!shop.hasAddress && (
        <p className="mall-address-note">
          {t('diamonds.addressNeeded')}{' '}
          <Link to="/diamonds/address" className="mall-inline-link">
            {t('diamonds.addressSet')}
          </Link>
        </p>
      )}
      <FormError message={error} />
      {done && (
        <p className="mall-done" role="status">
          {done}
        </p>
      )}
      {shop.goods.length === 0 ? (
        <p className="muted">{t('diamonds.goodsNone')}</p>
      ) : (
        <ul className="mall-goods">
          {shop.goods.map((g) => (
            <li key={g.id} className="mall-good">
              {g.picture ? <img src={g.picture} alt="" className="mall-good-pic" /> : <Gift aria-hidden="true" className="mall-good-pic mall-good-icon" />}
              <strong className="mall-good-name">{g.name}</strong>
              <span className="mall-good-price">{t('diamonds.goodsPrice', { n: formatNumber(g.price) })}</span>
              <small className="muted">{t('diamonds.goodsValue', { amount: formatMoney(g.value) })}</small>
              <small className="muted">{g.stock > 0 ? t('diamonds.goodsStock', { n: formatNumber(g.stock) }) : t('diamonds.goodsSoldOut')}</small>
              <Button
                variant="secondary"
                disabled={!online || g.stock < 1 || !shop.hasAddress || shop.diamonds < g.price}
                aria-label={`${t('diamonds.goodsOrder')}: ${g.name}`}
                onClick={() => setChosen(g)}
              >
                {g.stock > 0 ? t('diamonds.goodsOrder') : t('diamonds.goodsSoldOut')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <ConfirmDialog
          title={t('diamonds.goodsConfirmTitle')}
          text={
            address
              ? t('diamonds.goodsConfirm', { name: chosen.name, n: formatNumber(chosen.price), address: addressLine(address) })
              : t('diamonds.goodsConfirmNoAddress')
          }
          confirmLabel={t('diamonds.goodsOrder')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => void order(chosen)}
          onCancel={() => setChosen(null)}
        />
      )}
    </section>
  );
}
