// The game zone's purchase controller (like refine's useForm or react-admin's controllers): player
// ID with its game's rules, role check and the verified player per game, package and quantity,
// methods, coupons and quote (usePaymentOptions), add to cart, and buy now. The apps render it.
import type { GameZone, Money } from '@gemlane/contract';
import { SYSTEM_EXCEPTION_MESSAGE } from '@gemlane/api';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { errorMessage, storesApiAtom } from '../api.ts';
import { addLine, LINE_MAX_QUANTITY, type AddLineResult } from './cart.ts';
import { clampQuantity } from './money.ts';
import {
  accountFilled,
  checkAccount,
  normaliseAccount,
  playerOf,
  PLAYER_ID_MESSAGES,
  serverNameOf,
  valuesOf,
  type AccountValues,
} from './player-id.ts';
import { openHostedCheckout, paymentReturnUrl } from './hand-off.ts';
import { idHelpFor, type IdHelp } from './id-help.ts';
import { startOrder } from './start-order.ts';
import { cartAtom } from './cart-state.ts';
import {
  draftAtom,
  pendingCheckoutAtom,
  verifiedPlayerAtom,
  type VerifiedPlayer,
} from './state.ts';
import {
  usePaymentOptions,
  type PaymentOptionsView,
  type Translate,
} from './use-payment-options.ts';

export type BuyOutcome =
  'started' | 'needsId' | 'needsPackage' | 'needsLogin' | 'noMethod' | 'failed';

export interface UsePurchaseOptions {
  zone: GameZone;
  loggedIn: boolean;
  t: Translate;
  /** Asks the shopper to confirm the in-game name (mobile's dialog); true keeps it. */
  confirmRole?: (player: VerifiedPlayer & { serverName: string | null }) => Promise<boolean>;
  openCheckout?: (url: string) => void;
  returnUrl?: () => string;
}

export interface PurchaseView extends PaymentOptionsView {
  account: {
    fields: GameZone['accountFields'];
    values: AccountValues;
    setField: (key: keyof AccountValues, value: string) => void;
    /** Confirm ID is offered: every required field has a value (a press while a check runs is ignored). */
    canConfirm: boolean;
    confirming: boolean;
    confirm: () => Promise<boolean>;
    /** The confirmed player for the values shown, or null. */
    /** The confirmed player, with the server's name to show (never its code). */
    verified: (VerifiedPlayer & { serverName: string | null }) | null;
    /** The last player confirmed for this game, offered while another ID is typed (server by name). */
    lastUsed: (VerifiedPlayer & { serverName: string | null }) | null;
    useLast: () => void;
    /** Unlocks the confirmed ID for editing. */
    edit: () => void;
    /** The translated reason the ID was refused. */
    error: string | null;
    /** "Where is my ID?": this game's picture and lines. */
    help: IdHelp;
  };
  packages: GameZone['packages'];
  packageId: number | null;
  selectPackage: (packageId: number) => void;
  quantity: number;
  setQuantity: (quantity: number) => void;
  maxQuantity: number;
  addToCart: () => AddLineResult | { ok: false; reason: 'needsId' | 'needsPackage' };
  buy: () => Promise<BuyOutcome>;
  buying: boolean;
  /** Add to cart is offered: the ID is confirmed and a package chosen. */
  canAddToCart: boolean;
  /** Buy now is offered: as Add to cart, and a payment method can take the amount. */
  canBuy: boolean;
  /** i18n key of what the shopper must do before Buy now is offered; null once it is. */
  buyHintKey: BuyHintKey | null;
}

export type BuyHintKey = 'errors.confirmGameId' | 'topUp.pickPackageFirst';

/** What Buy now and Add to cart wait for, first things first. */
export function buyReadiness(input: {
  verified: boolean;
  packageChosen: boolean;
  methodChosen: boolean;
}): { canAddToCart: boolean; canBuy: boolean; buyHintKey: BuyHintKey | null } {
  const canAddToCart = input.verified && input.packageChosen;
  const canBuy = canAddToCart && input.methodChosen;
  // A method that cannot take the amount says why in the method list itself.
  const buyHintKey: BuyHintKey | null = !input.verified
    ? 'errors.confirmGameId'
    : !input.packageChosen
      ? 'topUp.pickPackageFirst'
      : null;
  return { canAddToCart, canBuy, buyHintKey };
}

const samePlayer = (a: { playerId: string; serverId: string | null }, b: VerifiedPlayer) =>
  a.playerId === b.playerId && (a.serverId ?? null) === (b.serverId ?? null);

export function usePurchase(options: UsePurchaseOptions): PurchaseView {
  const { zone, loggedIn, t } = options;
  const api = useAtomValue(storesApiAtom);
  const gameId = zone.game.gameId;
  const draftId = zone.game.gameZonePath;
  const verifiedState = useMemo(() => verifiedPlayerAtom(gameId), [gameId]);
  const [stored, saveVerified] = useAtom(verifiedState);
  const setCart = useSetAtom(cartAtom);
  const setPending = useSetAtom(pendingCheckoutAtom);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [buying, setBuying] = useState(false);

  // Draft first (what the shopper chose last time on this zone), then the zone's defaults.
  const draft = useAtomValue(useMemo(() => draftAtom(draftId), [draftId]));
  const packageId =
    draft.packageId !== null && zone.packages.some((p) => p.packageId === draft.packageId)
      ? draft.packageId
      : (zone.packages[0]?.packageId ?? null);
  const pkg = zone.packages.find((p) => p.packageId === packageId) ?? null;
  const quantity = clampQuantity(draft.quantity, LINE_MAX_QUANTITY);
  const estimate: Money | null = pkg
    ? { amount: pkg.price.amount * quantity, currency: pkg.price.currency }
    : null;
  const payment = usePaymentOptions({
    draftId,
    items: pkg ? [{ packageId: pkg.packageId, quantity }] : [],
    estimate,
    loggedIn,
  });

  const hasDraftValues = Object.values(draft.values).some((v) => (v ?? '').trim() !== '');
  const values: AccountValues =
    hasDraftValues || !stored || editing ? draft.values : valuesOf(zone.accountFields, stored);
  const typed = playerOf(normaliseAccount(zone.accountFields, values));
  const verified = stored && samePlayer(typed, stored) && !editing ? stored : null;

  const setValues = (next: AccountValues) => payment.setDraft({ values: next });

  const confirm = async (): Promise<boolean> => {
    if (confirming) return false;
    setError(null);
    const problem = checkAccount(zone.accountFields, values);
    if (problem) {
      setError(t(problem.messageKey));
      return false;
    }
    if (!api) return false;
    setConfirming(true);
    try {
      const role = await api.checkRole(
        { gameId, playerId: typed.playerId, serverId: typed.serverId ?? undefined },
        { hideError: true },
      );
      const player = { playerId: role.playerId, serverId: role.serverId, roleName: role.roleName };
      // The shopper confirms the server by its name in the game (Asia), not its code (os_asia).
      const shown = { ...player, serverName: serverNameOf(zone.accountFields, player.serverId) };
      if (options.confirmRole && !(await options.confirmRole(shown))) return false;
      saveVerified(player);
      setValues(normaliseAccount(zone.accountFields, values));
      setEditing(false);
      return true;
    } catch (e) {
      const message = errorMessage(e);
      // A transport failure carries the request layer's English default: show it translated.
      setError(
        message === SYSTEM_EXCEPTION_MESSAGE
          ? t('errors.systemException')
          : (message ?? t(PLAYER_ID_MESSAGES.incorrect)),
      );
      return false;
    } finally {
      setConfirming(false);
    }
  };

  const addToCart: PurchaseView['addToCart'] = () => {
    if (!verified) return { ok: false, reason: 'needsId' };
    if (!pkg) return { ok: false, reason: 'needsPackage' };
    let result: AddLineResult = { ok: false, reason: 'cartFull' };
    setCart((lines) => {
      result = addLine(lines, {
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
        serverName: serverNameOf(zone.accountFields, verified.serverId),
        roleName: verified.roleName,
      });
      return result.ok ? result.lines : lines;
    });
    return result;
  };

  const buy = async (): Promise<BuyOutcome> => {
    if (!verified) {
      setError(t(PLAYER_ID_MESSAGES.confirmFirst));
      return 'needsId';
    }
    if (!pkg) return 'needsPackage';
    if (!loggedIn) return 'needsLogin';
    const method = payment.methods.selected;
    if (!method || !api) return 'noMethod';
    setBuying(true);
    try {
      await startOrder({
        api,
        request: {
          items: [
            {
              packageId: pkg.packageId,
              quantity,
              playerId: verified.playerId,
              ...(verified.serverId ? { serverId: verified.serverId } : {}),
              roleName: verified.roleName,
            },
          ],
          payMethod: method,
          couponId: payment.coupons.selected?.id,
          returnUrl: (options.returnUrl ?? paymentReturnUrl)(),
        },
        previous: payment.draft.attempt,
        saveAttempt: (attempt) => payment.setDraft({ attempt }),
        remember: setPending,
        draftId,
        lineKeys: [],
        openCheckout: options.openCheckout ?? openHostedCheckout,
      });
      return 'started';
    } catch {
      setBuying(false);
      return 'failed';
    }
  };

  return {
    ...payment,
    account: {
      fields: zone.accountFields,
      values,
      setField: (key, value) => {
        setError(null);
        setEditing(true);
        setValues({ ...values, [key]: value });
      },
      canConfirm: accountFilled(zone.accountFields, values),
      confirming,
      confirm,
      verified: verified
        ? { ...verified, serverName: serverNameOf(zone.accountFields, verified.serverId) }
        : null,
      lastUsed:
        verified || !stored
          ? null
          : { ...stored, serverName: serverNameOf(zone.accountFields, stored.serverId) },
      useLast: () => {
        if (!stored) return;
        setError(null);
        setEditing(false);
        setValues(valuesOf(zone.accountFields, stored));
      },
      edit: () => setEditing(true),
      error,
      help: idHelpFor(zone.game.gameZonePath, zone.accountFields),
    },
    packages: zone.packages,
    packageId,
    selectPackage: (id) => payment.setDraft({ packageId: id }),
    quantity,
    setQuantity: (q) => payment.setDraft({ quantity: clampQuantity(q, LINE_MAX_QUANTITY) }),
    maxQuantity: LINE_MAX_QUANTITY,
    addToCart,
    buy,
    buying,
    ...buyReadiness({
      verified: verified !== null,
      packageChosen: pkg !== null,
      methodChosen: payment.methods.selected !== null,
    }),
  };
}
