'use client';

import { useSyncExternalStore } from 'react';

/**
 * What the browser knows about the signed-in learner, for the shell (the Logout entry) and the academy. The
 * session itself is an HttpOnly cookie that scripts cannot read; this copy is set after login and cleared on
 * logout or on a 401/403, and the server re-checks the session on every academy request.
 */
// Only the learner number is kept in the browser: the cookie policy promises no contact details in storage.
interface LearnerSummary {
  id: string;
}

const LEARNER_STORAGE_KEY = 'academy_learner';
/** requirements §3's onboarding flag: 'true' once the server has recorded the learner's onboarding. */
const BOARDING_STORAGE_KEY = 'academy_boarding';
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: LearnerSummary | null = null;

function read(): LearnerSummary | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LEARNER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as LearnerSummary) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

function emit() {
  listeners.forEach((listener) => listener());
}

export function setLearner(learner: LearnerSummary | null) {
  try {
    if (learner) window.localStorage.setItem(LEARNER_STORAGE_KEY, JSON.stringify(learner));
    else {
      window.localStorage.removeItem(LEARNER_STORAGE_KEY);
      window.localStorage.removeItem(BOARDING_STORAGE_KEY);
    }
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory state below still updates the shell.
  }
  cachedRaw = learner ? JSON.stringify(learner) : null;
  cached = learner;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LEARNER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored learner, read once (not subscribed). */
export function currentLearner(): LearnerSummary | null {
  return read();
}

export function useLearner(): LearnerSummary | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Mirrors the server's onboarding record, so an onboarded learner never sees the modal flash. */
export function setBoarded(boarded: boolean) {
  try {
    if (boarded) window.localStorage.setItem(BOARDING_STORAGE_KEY, 'true');
    else window.localStorage.removeItem(BOARDING_STORAGE_KEY);
  } catch {
    // Without storage the server's answer decides on every page.
  }
}

export function isBoarded(): boolean {
  try {
    return window.localStorage.getItem(BOARDING_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}
