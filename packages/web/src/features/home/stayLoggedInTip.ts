/** The stay-logged-in tip box is dismissed once and for all on this device (localStorage value 'true'). */
const STAY_LOGGED_IN_TIP_KEY = 'stay_logged_in_tip_dismissed';

export function isTipDismissed(): boolean {
  try {
    return localStorage.getItem(STAY_LOGGED_IN_TIP_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissTip(): void {
  try {
    localStorage.setItem(STAY_LOGGED_IN_TIP_KEY, 'true');
  } catch {
    /* storage unavailable: dismissed for this page view only */
  }
}
