import { PageIdSchema } from '@clearpath/core';
import { authActions } from '../auth/auth-store';
import { useNavigationStore } from '../navigation/navigation-store';
import { useProfileStore } from '../profile/profile-store';

/** Changes made together (one answer, one page) are written as one copy, at once after. */
export const OFFLINE_COPY_DELAY_MS = 0;

/**
 * Keeps the offline copy of the session (auth-store's `auth/keepOfflineCopy`) in step with the
 * student's profile and navigation, so closing the tab offline and opening it again, still
 * offline, lands where they were with their answers (docs/product.md §1).
 */
export function keepOfflineCopyInStep(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    const profile = useProfileStore.getState();
    const navigation = useNavigationStore.getState();
    if (navigation.hydrating) return;
    const lastPage = PageIdSchema.safeParse(navigation.current_page ?? navigation.last_viewed_page);
    void authActions['auth/keepOfflineCopy']({
      profile: profile.profile,
      ...(profile.selected_drugs !== null ? { selected_drugs: profile.selected_drugs } : {}),
      navigation_history: navigation.navigation_history,
      ...(lastPage.success ? { last_page: lastPage.data } : {}),
      optional_history: {
        history: navigation.optional_history,
        completed: navigation.optional_completed,
        available: navigation.optional_available,
      },
      progress: navigation.std_progress,
    });
  };
  const schedule = () => {
    if (timer === null) timer = setTimeout(write, OFFLINE_COPY_DELAY_MS);
  };
  const stopProfile = useProfileStore.subscribe(schedule);
  const stopNavigation = useNavigationStore.subscribe((state, previous) => {
    if (
      state.navigation_history !== previous.navigation_history ||
      state.last_viewed_page !== previous.last_viewed_page ||
      state.optional_history !== previous.optional_history
    ) {
      schedule();
    }
  });
  return () => {
    stopProfile();
    stopNavigation();
    if (timer !== null) clearTimeout(timer);
  };
}
