import { Anchor } from '@mantine/core';

/** 'Skip to content' for keyboard users: visible only when focused. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <Anchor
      href={`#${target}`}
      pos="absolute"
      left={8}
      top={-60}
      px="sm"
      py={6}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 1000, borderRadius: 4, transition: 'top 120ms' }}
      onFocus={(e) => (e.currentTarget.style.top = '8px')}
      onBlur={(e) => (e.currentTarget.style.top = '-60px')}
    >
      Skip to content
    </Anchor>
  );
}
