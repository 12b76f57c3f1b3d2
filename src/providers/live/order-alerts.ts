import { useSyncExternalStore } from "react";
import { session } from "@/providers/auth/session";

/**
 * The seller's new-order alerts (issue 33): a sound and a browser notification, both off until
 * switched on, remembered on this device (`sbo.pref.*`, kept across sign-outs).
 */
const KEYS = { sound: "orderAlertSound", notify: "orderAlertNotify" } as const;
export type OrderAlert = keyof typeof KEYS;

const listeners = new Set<() => void>();

export const orderAlerts = {
  on(alert: OrderAlert): boolean {
    return session.preference(KEYS[alert]) === "on";
  },
  save(alert: OrderAlert, on: boolean): void {
    session.savePreference(KEYS[alert], on ? "on" : "off");
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether an alert is switched on, re-rendering when it changes. */
export function useOrderAlert(alert: OrderAlert): boolean {
  return useSyncExternalStore(
    orderAlerts.subscribe,
    () => orderAlerts.on(alert),
    () => false,
  );
}

/** What the browser says about notifications: "unsupported" without the API. */
export function notificationPermission(): NotificationPermission | "unsupported" {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** Asks the browser for notifications: only ever from the seller's own switch. */
export async function askNotificationPermission(): Promise<NotificationPermission | "unsupported"> {
  if (typeof Notification === "undefined") return "unsupported";
  if (Notification.permission !== "default") return Notification.permission;
  return Notification.requestPermission();
}

/** The alerts the seller switched on, for new orders (`title`: the app's name; `body`: "New order #…"). */
export function alertNewOrders(title: string, body: string, tag: string): void {
  if (orderAlerts.on("sound")) playChime();
  if (orderAlerts.on("notify") && notificationPermission() === "granted") {
    try {
      new Notification(title, { body, tag });
    } catch {
      // Some browsers allow notifications only from a service worker: the toast still says it.
    }
  }
}

/** A short two-note chime, made on the spot (no sound file to load). Silent where audio is unavailable or not yet allowed. */
function playChime(): void {
  const Context = (window as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    [880, 1320].forEach((frequency, index) => {
      const start = audio.currentTime + index * 0.18;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(start);
      tone.stop(start + 0.16);
    });
    setTimeout(() => void audio.close().catch(() => undefined), 1000);
  } catch {
    // No audio output: the toast still says it.
  }
}
