import { Tabs } from '@mantine/core';
import { STATUS_TABS, type StatusTab } from '../actions';

/** Pending / Complete / Decline / All (tab list only; the page renders one table below). */
export function StatusTabs({ value, onChange, label }: { value: StatusTab; onChange: (tab: StatusTab) => void; label: string }) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as StatusTab)} mb="md" keepMounted={false}>
      <Tabs.List aria-label={label}>
        {STATUS_TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
