/**
 * UI state of docs/product.md §3 (nav drawer, selected promotion and game, six modal
 * flags) in one small immer store. Server data never lives here: that is
 * TanStack Query's job.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useImmer, type Updater } from 'use-immer';

export type ModalName = 'promotion' | 'notification' | 'deposit' | 'login' | 'register' | 'event';

export interface SelectedGame {
  game_id: string;
  provider_id: string;
  sub_provider_id: string | null;
  source: string;
  is_demo: boolean;
  /** a free-spin credit the launch plays (docs/decisions/0039); never with a demo */
  free_spin_id?: number | null;
}

export interface UiState {
  navDrawer: boolean;
  selectedPromotion: number | null;
  selectedGame: SelectedGame | null;
  modals: Record<ModalName, boolean>;
  /**
   * How many page dialogs (components/ui/page-dialog: a bill, a redeem's preview…) are open.
   * They are not modals of the spec, but a dialog that opens itself waits for them too (0011).
   */
  pageDialogs: number;
}

export const initialUiState: UiState = {
  navDrawer: false,
  selectedPromotion: null,
  selectedGame: null,
  modals: { promotion: false, notification: false, deposit: false, login: false, register: false, event: false },
  pageDialogs: 0,
};

const UiStateContext = createContext<readonly [UiState, Updater<UiState>] | null>(null);

export function UiStateProvider({ children, initial = initialUiState }: { children: ReactNode; initial?: UiState }) {
  const store = useImmer<UiState>(initial);
  return <UiStateContext.Provider value={store}>{children}</UiStateContext.Provider>;
}

export function useUiState(): readonly [UiState, Updater<UiState>] {
  const store = useContext(UiStateContext);
  if (!store) throw new Error('useUiState needs UiStateProvider');
  return store;
}

/** A modal flag with its setters, e.g. `const event = useModal('event')`. */
export function useModal(name: ModalName) {
  const [state, update] = useUiState();
  return {
    open: state.modals[name],
    /** whether some other modal is open (an auto-opening dialog waits for it) */
    anotherOpen: state.pageDialogs > 0 || Object.entries(state.modals).some(([other, open]) => other !== name && open),
    setOpen: (open: boolean) =>
      update((draft) => {
        draft.modals[name] = open;
      }),
    /**
     * Opens it only if no modal is open at that moment. Decided inside the
     * update, so two dialogs that open themselves in the same render (the
     * announcements and the notifications right after registering) cannot
     * both pass: the second sees the first already open.
     */
    openIfNoneOpen: () =>
      update((draft) => {
        if (draft.pageDialogs > 0 || Object.values(draft.modals).some(Boolean)) return;
        draft.modals[name] = true;
      }),
  };
}

/**
 * Counts a page dialog as open while `open` holds, so the announcement and notification
 * dialogs do not open on top of it: e.g. a visitor who logs in from the point shop lands
 * in the item's preview, and the member's notifications follow when it closes.
 */
export function useCountAsOpenDialog(open: boolean): void {
  const update = useContext(UiStateContext)?.[1];
  useEffect(() => {
    if (!open || !update) return;
    update((draft) => {
      draft.pageDialogs += 1;
    });
    return () =>
      update((draft) => {
        draft.pageDialogs -= 1;
      });
  }, [open, update]);
}

export function useNavDrawer() {
  const [state, update] = useUiState();
  return {
    open: state.navDrawer,
    setOpen: (open: boolean) =>
      update((draft) => {
        draft.navDrawer = open;
      }),
  };
}

/**
 * The promotion modal of docs/product.md §2: `selectedPromotion` says which one, the
 * `promotion` flag whether it shows. Closing keeps nothing selected.
 */
export function usePromotionModal() {
  const [state, update] = useUiState();
  return {
    open: state.modals.promotion,
    promotionId: state.selectedPromotion,
    show: (promotionId: number) =>
      update((draft) => {
        draft.selectedPromotion = promotionId;
        draft.modals.promotion = true;
      }),
    close: () =>
      update((draft) => {
        draft.modals.promotion = false;
        draft.selectedPromotion = null;
      }),
  };
}
