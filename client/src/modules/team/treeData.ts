/**
 * Pure helpers for the lazy referral tree (PAGES §2.4): Mantine `TreeNodeData` built from tree
 * nodes, a "show more" entry when a member has more direct members than were loaded, and the path
 * insertion a search needs when the match sits beyond the loaded pages.
 */
import type { TreeNodeData } from '@mantine/core';
import type { TeamNodeFieldsFragment } from './team.generated';

export type TeamNode = TeamNodeFieldsFragment;
export type TeamNodeWithChildren = TeamNode & { children?: TeamNode[] | null };

const MORE = 'more:';

/** Value of the "show more" entry under `parentId` that continues after member `after`. */
export function moreValue(parentId: number, after: number): string {
  return `${MORE}${parentId}:${after}`;
}

/** Parses a "show more" value; null for a member node. */
export function parseMore(value: string): { parentId: number; after: number } | null {
  if (!value.startsWith(MORE)) return null;
  const [parentId, after] = value.slice(MORE.length).split(':').map(Number);
  return { parentId, after };
}

/** A member as a tree entry: children included when loaded, else loaded on expand when it has directs. */
export function toTreeData(node: TeamNodeWithChildren): TreeNodeData {
  const data: TreeNodeData = { value: String(node.id), label: node.username };
  if (node.children && (node.children.length > 0 || node.directCount === 0)) {
    data.children = withMore(node.id, node.children.map((c) => toTreeData(c)), node.directCount, node.children);
  } else if (node.directCount > 0) {
    data.hasChildren = true;
  }
  return data;
}

/** Children followed by a "show more" entry when fewer than `total` are shown. */
export function withMore(parentId: number, children: TreeNodeData[], total: number, loaded: TeamNode[]): TreeNodeData[] {
  if (loaded.length >= total || loaded.length === 0) return children;
  return [...children, { value: moreValue(parentId, loaded[loaded.length - 1].id), label: 'Show more members' }];
}

/** Replaces the "show more" entry `value` with the next page (and a new "show more" when needed). */
export function replaceMore(data: TreeNodeData[], value: string, next: TreeNodeData[]): TreeNodeData[] {
  return data.map((node) => {
    if (!node.children) return node;
    const i = node.children.findIndex((c) => c.value === value);
    if (i >= 0) return { ...node, children: [...node.children.slice(0, i), ...next, ...node.children.slice(i + 1)] };
    const children = replaceMore(node.children, value, next);
    return children === node.children || children.every((c, k) => c === node.children![k]) ? node : { ...node, children };
  });
}

export function findNode(data: TreeNodeData[], value: string): TreeNodeData | null {
  for (const node of data) {
    if (node.value === value) return node;
    const found = node.children ? findNode(node.children, value) : null;
    if (found) return found;
  }
  return null;
}

/** Adds `child` under `parentValue` (before any "show more" entry) unless it is already there. */
export function ensureChild(data: TreeNodeData[], parentValue: string, child: TreeNodeData): TreeNodeData[] {
  return data.map((node) => {
    if (node.value === parentValue) {
      const children = node.children ?? [];
      if (children.some((c) => c.value === child.value)) return node;
      const more = children.findIndex((c) => parseMore(c.value) !== null);
      const next = more >= 0 ? [...children.slice(0, more), child, ...children.slice(more)] : [...children, child];
      const updated: TreeNodeData = { ...node, children: next };
      delete updated.hasChildren;
      return updated;
    }
    if (!node.children) return node;
    const children = ensureChild(node.children, parentValue, child);
    return children.every((c, k) => c === node.children![k]) ? node : { ...node, children };
  });
}

/** Initials for the avatar: 'Alice Member' → 'AM'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}
