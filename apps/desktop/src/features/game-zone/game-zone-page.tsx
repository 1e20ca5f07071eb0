import { SYSTEM_EXCEPTION_MESSAGE } from '@gemlane/api';
import type { GameZone, PayMethod, Quote } from '@gemlane/contract';
import { isLoggedInAtom, selectGameAtom } from '@gemlane/stores';
import { loadPage, useLoginPath, usePartnerNavigate } from '@gemlane/stores/router';
import { Skeleton } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { addLine, cartAtom } from '../../components/cart-store.ts';
import { newIdempotencyKey, paymentReturnUrl } from '../../components/checkout.ts';
import { useRequest } from '../../components/use-request.ts';
import type { AccountValues } from './account-form.tsx';
import { GameZoneView } from './game-zone-view.tsx';
import { readVerifiedPlayer, saveVerifiedPlayer, type VerifiedPlayer } from './verified-player.ts';
import { useAppMessage } from '../../adapters/app-message.tsx';

const ZONE_SKELETON_ROWS = 12;

function playerOf(values: AccountValues): { playerId: string; serverId: string | null } {
  const server = (values.serverId ?? values.server ?? '').trim();
  return { playerId: (values.userId ?? '').trim(), serverId: server === '' ? null : server };
}

function ZoneScreen({ zone }: { zone: GameZone }) {
  const api = useApi();
  const { t } = useTranslation();
  const message = useAppMessage();
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setCart = useSetAtom(cartAtom);
  const gameId = zone.game.gameId;

  const lastUsed = useMemo(() => readVerifiedPlayer(gameId), [gameId]);
  const [values, setValues] = useState<AccountValues>({});
  const [verified, setVerified] = useState<VerifiedPlayer | null>(null);
  const [idError, setIdError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [packageId, setPackageId] = useState<number | null>(zone.packages[0]?.packageId ?? null);
  const [quantity, setQuantity] = useState(1);
  const [payMethod, setPayMethod] = useState<PayMethod>('card');
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [buying, setBuying] = useState(false);

  const methods = useRequest(() => api.paymentMethods(), [api]);
  const coupons = useRequest(
    () =>
      api
        .couponList({ status: 'available', page: 1, pageSize: 50 }, { hideError: true })
        .then((p) => p.list),
    [api],
    loggedIn,
  );
  const quote = useRequest<Quote | undefined>(
    () =>
      packageId === null
        ? Promise.resolve(undefined)
        : api.quoteOrder(
            { items: [{ packageId, quantity }], couponId, payMethod },
            { hideError: true },
          ),
    [api, packageId, quantity, couponId, payMethod],
  );

  const selectGame = useSetAtom(selectGameAtom);
  // Opening a zone makes its game the current game (spec section 4).
  useEffect(() => selectGame(zone.game), [zone.game, selectGame]);

  const confirmId = async () => {
    const { playerId, serverId } = playerOf(values);
    setConfirming(true);
    setIdError(null);
    try {
      const role = await api.checkRole(
        { gameZonePath: zone.game.gameZonePath, playerId, serverId: serverId ?? undefined },
        { hideError: true },
      );
      const player = { playerId: role.playerId, serverId: role.serverId, roleName: role.roleName };
      setVerified(player);
      saveVerifiedPlayer(gameId, player);
    } catch (error) {
      setVerified(null);
      const message = (error as { message?: string }).message;
      // A transport failure carries the request layer's English default: show it translated.
      setIdError(
        message === SYSTEM_EXCEPTION_MESSAGE
          ? t('errors.systemException')
          : message || t('errors.incorrectGameId'),
      );
    } finally {
      setConfirming(false);
    }
  };

  // The zone shows once its payment methods and first quote have answered (either way), so the
  // summary and the methods do not push the page about as they arrive (CLS).
  const [revealed, setRevealed] = useState(false);
  if (!revealed && !methods.loading && !quote.loading) setRevealed(true);

  const pkg = zone.packages.find((p) => p.packageId === packageId);

  const buy = async () => {
    if (!verified || !pkg) return;
    if (!loggedIn) {
      void navigate(loginPath);
      return;
    }
    setBuying(true);
    try {
      const start = await api.createOrder({
        idempotencyKey: newIdempotencyKey(),
        items: [
          {
            packageId: pkg.packageId,
            quantity,
            playerId: verified.playerId,
            serverId: verified.serverId ?? undefined,
            roleName: verified.roleName,
          },
        ],
        payMethod,
        couponId,
        returnUrl: paymentReturnUrl(),
      });
      loadPage(start.payUrl);
    } catch {
      setBuying(false);
    }
  };

  const addToCart = () => {
    if (!verified || !pkg) return;
    try {
      setCart((lines) =>
        addLine(lines, {
          gameId,
          gameName: zone.game.gameName,
          gameLogo: zone.game.logo,
          gameZonePath: zone.game.gameZonePath,
          packageId: pkg.packageId,
          packageName: pkg.name,
          unitPrice: pkg.price,
          quantity,
          playerId: verified.playerId,
          serverId: verified.serverId,
          roleName: verified.roleName,
        }),
      );
      void message.success(t('topUp.addedToCart'));
    } catch {
      void message.error(t('topUp.cartFull'));
    }
  };

  if (!revealed) return <ZoneSkeleton />;
  return (
    <GameZoneView
      zone={zone}
      account={{
        fields: zone.accountFields,
        values,
        onChange: (next) => {
          setValues(next);
          // A changed ID has to be confirmed again.
          setVerified(null);
          setIdError(null);
        },
        onConfirm: () => void confirmId(),
        confirming,
        verified,
        error: idError,
        lastUsed,
        onUseLast: () => {
          if (!lastUsed) return;
          const serverKey = zone.accountFields.some((f) => f.key === 'server')
            ? 'server'
            : 'serverId';
          setValues({
            userId: lastUsed.playerId,
            ...(lastUsed.serverId ? { [serverKey]: lastUsed.serverId } : {}),
          });
          setVerified(lastUsed);
          setIdError(null);
        },
      }}
      packageId={packageId}
      onPackage={setPackageId}
      quantity={quantity}
      onQuantity={setQuantity}
      methods={methods.data}
      payMethod={payMethod}
      onPayMethod={setPayMethod}
      loggedIn={loggedIn}
      coupons={coupons.data}
      couponId={couponId}
      onCoupon={setCouponId}
      quote={quote.data}
      quoting={quote.loading}
      onBuy={() => void buy()}
      buying={buying}
      onAddToCart={addToCart}
    />
  );
}

function ZoneSkeleton() {
  return <Skeleton title={false} active paragraph={{ rows: ZONE_SKELETON_ROWS }} />;
}

/** GameZone (`/gameZone/:gameZonePath`) and the legacy OldGameZone (`/gameZone?gameConfigId=`). */
export default function GameZonePage() {
  const api = useApi();
  const { gameZonePath } = useParams();
  const [params] = useSearchParams();
  const gameConfigId = Number(params.get('gameConfigId')) || undefined;
  const navigate = usePartnerNavigate();
  const zone = useRequest(
    () => api.getGameZone(gameZonePath ? { gameZonePath } : { gameConfigId }),
    [api, gameZonePath, gameConfigId],
    Boolean(gameZonePath || gameConfigId),
  );
  // The legacy address moves to the canonical path once the game is known.
  useEffect(() => {
    if (!gameZonePath && zone.data)
      void navigate(`/gameZone/${zone.data.game.gameZonePath}`, { replace: true });
  }, [gameZonePath, zone.data, navigate]);
  useEffect(() => {
    if (!gameZonePath && !gameConfigId) void navigate('/switchGame', { replace: true });
  }, [gameZonePath, gameConfigId, navigate]);
  return (
    <AsyncView {...zone} onRetry={zone.reload} skeletonRows={ZONE_SKELETON_ROWS}>
      {(data) => <ZoneScreen key={data.game.gameId} zone={data} />}
    </AsyncView>
  );
}
