/**
 * The filters above a money-desk list (Deposits, the withdrawal queues): the status tabs and the
 * search by member (name, email or code). Picking a member starts the list on page 1 again.
 */
import { Group } from '@mantine/core';
import type { StatusTab } from '../actions';
import { MemberPicker, type PickedMember } from './MemberPicker';
import { StatusTabs } from './StatusTabs';

export function QueueFilters(props: { tab: StatusTab; onTabChange: (tab: StatusTab) => void; tabsLabel: string; member: PickedMember | null; onMemberChange: (member: PickedMember | null) => void }) {
  return (
    <>
      <StatusTabs value={props.tab} onChange={props.onTabChange} label={props.tabsLabel} />
      <Group mb="sm">
        <MemberPicker label="Search by member" value={props.member} onChange={props.onMemberChange} />
      </Group>
    </>
  );
}
