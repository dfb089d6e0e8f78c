/**
 * The Active and Action columns shared by the admin plan lists (investment and activation plans):
 * an Active/Retired badge, then Edit (link) and Retire (only while active).
 */
import { Link } from 'react-router-dom';
import { Badge, Button, Group } from '@mantine/core';
import type { Column } from '../../../components/DataTable';

interface AdminPlanRow {
  id: number;
  name: string;
  isActive: boolean;
}

export function planAdminColumns<T extends AdminPlanRow>(options: {
  /** Edit route for a plan, e.g. (id) => `/admin/editplan/${id}`. */
  editPath: (id: number) => string;
  retire: (plan: T) => Promise<unknown>;
  retiring: boolean;
}): Column<T>[] {
  const { editPath, retire, retiring } = options;
  return [
    {
      key: 'active',
      header: 'Active',
      render: (p) => (
        <Badge color={p.isActive ? 'green' : 'gray'} variant="light">
          {p.isActive ? 'Active' : 'Retired'}
        </Badge>
      ),
      csv: (p) => (p.isActive ? 'Active' : 'Retired'),
    },
    {
      key: 'action',
      header: 'Action',
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button component={Link} to={editPath(p.id)} size="compact-xs" variant="light" aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          {p.isActive ? (
            <Button size="compact-xs" color="red" variant="light" onClick={() => void retire(p)} disabled={retiring} aria-label={`Retire ${p.name}`}>
              Retire
            </Button>
          ) : null}
        </Group>
      ),
      csv: () => '',
    },
  ];
}
