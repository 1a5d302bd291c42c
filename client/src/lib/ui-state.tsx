/**
 * UI state of spec §3 (nav drawer, selected promotion and game, six modal
 * flags) in one small immer store. Server data never lives here: that is
 * TanStack Query's job.
 */
import { createContext, useContext, type ReactNode } from 'react';
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
}

export const initialUiState: UiState = {
  navDrawer: false,
  selectedPromotion: null,
  selectedGame: null,
  modals: { promotion: false, notification: false, deposit: false, login: false, register: false, event: false },
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
    anotherOpen: Object.entries(state.modals).some(([other, open]) => other !== name && open),
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
        if (Object.values(draft.modals).some(Boolean)) return;
        draft.modals[name] = true;
      }),
  };
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
 * The promotion modal of spec §2: `selectedPromotion` says which one, the
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
