import type { BoardJump, Jump } from './jump';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The board a same-tab jump came from: its page offers the way back. */
    jumpFrom?: string;
  }
}

export interface JumpDoors {
  /** The address of a board or chart target (the workspace's, or the org-free one on a share page). */
  hrefOf: (jump: Extract<Jump, { id: string }>) => string;
  /** Opens a page of this app in this tab (the router, so Back returns to the board). */
  inApp: (href: string) => void;
  /** Opens an address in a new tab, or leaves for it in this one. */
  open: (href: string, newTab: boolean) => void;
}

/** Follows a jump as it says: a new tab or this one; a page of the app goes through the router. */
export function followJump(jump: BoardJump, doors: JumpDoors): void {
  const href = jump.kind === 'url' ? jump.href : doors.hrefOf(jump);
  if (jump.newTab || jump.kind === 'url') doors.open(href, jump.newTab);
  else doors.inApp(href);
}

/** The browser's doors: a new tab without a handle back to this page (`noopener`), or this tab. */
export function openInBrowser(href: string, newTab: boolean): void {
  if (newTab) window.open(href, '_blank', 'noopener,noreferrer');
  else window.location.assign(href);
}

/**
 * A share page's address of a board or chart target: the workspace's address without the organisation,
 * which asks the visitor to sign in and opens in their current organisation (`/vizs/...`).
 */
export function workspaceJumpHref(jump: Extract<Jump, { id: string }>): string {
  const page = jump.kind === 'chart' ? 'charts' : 'dashboards';
  return `/vizs/${page}/${encodeURIComponent(jump.id)}?${new URLSearchParams(jump.search).toString()}`;
}
