import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import StaffPage from './StaffPage';
import { CreateStaffDocument, DeactivateStaffDocument, ReactivateStaffDocument, SetStaffRoleDocument, StaffRolesDocument, StaffTeamDocument } from '../../modules/staff/staff.generated';
import { confirmDialog, renderAdmin } from '../../modules/admin/testing';
import { staffRecord, staffRolesData } from '../../modules/staff/testing';

const owner = staffRecord({ id: '1', fullname: 'Olga Owner', email: 'owner@example.com', role: 'OWNER' });
const finance = staffRecord();
const analyst = staffRecord({ id: '3', fullname: 'Ann Analyst', email: 'ann@example.com', role: 'ANALYST', state: 'INVITED', lastLogin: null });
const retired = staffRecord({ id: '4', fullname: 'Rex Retired', email: 'rex@example.com', role: 'SUPPORT', state: 'DEACTIVATED' });

const team = (staff: unknown[]) => ({ request: { query: StaffTeamDocument }, result: { data: { staff } } });
const roles = { request: { query: StaffRolesDocument }, result: { data: staffRolesData() } };

/** Types into a field in one go (paste: the form's rules are what is tested, not keystrokes). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The team and roles, then the team again after each change (the mutations refetch it). */
function mocks(extra: MockedResponse[] = [], after: unknown[] = [owner, finance, analyst, retired]): MockedResponse[] {
  return [team([owner, finance, analyst, retired]), roles, ...extra, team(after), team(after)];
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('StaffPage (/admin/staff)', () => {
  it('lists the team: name, email, role, state and last login; no Deactivate on your own row', async () => {
    renderAdmin(<StaffPage />, { mocks: mocks(), access: { role: 'OWNER', adminId: 1 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Role', 'State', 'Last login', 'Action']);

    const me = await rowOf('Olga Owner');
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();

    const fin = await rowOf('Fiona Finance');
    expect(within(fin).getByText('fin@example.com')).toBeInTheDocument();
    expect(within(fin).getByRole('combobox', { name: 'Role of Fiona Finance' })).toHaveValue('FINANCE');
    expect(within(fin).getByText('Active')).toBeInTheDocument();
    expect(within(fin).getByRole('button', { name: 'Deactivate Fiona Finance' })).toBeInTheDocument();

    const ann = await rowOf('Ann Analyst');
    expect(within(ann).getByText('Invited')).toBeInTheDocument();
    expect(within(ann).getByText('Never')).toBeInTheDocument();

    const rex = await rowOf('Rex Retired');
    expect(within(rex).getByText('Deactivated')).toBeInTheDocument();
    expect(within(rex).getByRole('button', { name: 'Reactivate Rex Retired' })).toBeInTheDocument();
    expect(screen.getByText('4 staff members')).toBeInTheDocument();
  });

  it("Invite staff: the chosen role's permissions show; Send → createStaff, a toast, an empty form", async () => {
    const create = jest.fn(() => ({ data: { createStaff: staffRecord({ id: '5', email: 'new@example.com', fullname: 'Nina New', role: 'ANALYST', state: 'INVITED', lastLogin: null }) } }));
    renderAdmin(<StaffPage />, {
      access: { adminId: 1 },
      mocks: mocks([{ request: { query: CreateStaffDocument, variables: { input: { email: 'new@example.com', fullname: 'Nina New', role: 'ANALYST' } } }, result: create }]),
    });
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    const role = within(form).getByRole('combobox', { name: /Role/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Choose a role')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.selectOptions(role, 'ANALYST');
    const can = within(form).getByRole('group', { name: 'What Analyst can do' });
    expect(within(can).getByText('reports:read')).toBeInTheDocument();
    expect(within(can).getByText('— Allows reports:read')).toBeInTheDocument();
    expect(within(can).queryByText('withdrawals:decide')).not.toBeInTheDocument();
    await userEvent.selectOptions(role, 'FINANCE');
    expect(within(within(form).getByRole('group', { name: 'What Finance can do' })).getByText('withdrawals:decide')).toBeInTheDocument();
    await userEvent.selectOptions(role, 'ANALYST');

    await fill(within(form).getByRole('textbox', { name: /Email/ }), ' new@example.com ');
    await fill(within(form).getByRole('textbox', { name: /Full name/ }), 'Nina New');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Invitation sent to new@example.com (Analyst)')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue(''));
  });

  it('a refused invitation shows the server message and keeps the form', async () => {
    const refused = {
      request: { query: CreateStaffDocument, variables: { input: { email: 'fin@example.com', fullname: 'Fiona Again', role: 'FINANCE' } } },
      result: { errors: [{ message: 'An account with this email already exists.', extensions: { code: 'ALREADY_EXISTS' } }] },
    };
    renderAdmin(<StaffPage />, { access: { adminId: 1 }, mocks: mocks([refused]) });
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await fill(within(form).getByRole('textbox', { name: /Email/ }), 'fin@example.com');
    await fill(within(form).getByRole('textbox', { name: /Full name/ }), 'Fiona Again');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Role/ }), 'FINANCE');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue('fin@example.com');
  });

  it('changing a role asks first, then calls setStaffRole', async () => {
    const set = jest.fn(() => ({ data: { setStaffRole: { ...finance, role: 'SUPPORT' } } }));
    renderAdmin(<StaffPage />, {
      access: { adminId: 1 },
      mocks: mocks([{ request: { query: SetStaffRoleDocument, variables: { id: '2', role: 'SUPPORT' } }, result: set }], [owner, { ...finance, role: 'SUPPORT' }, analyst, retired]),
    });
    const fin = await rowOf('Fiona Finance');
    await userEvent.selectOptions(within(fin).getByRole('combobox', { name: 'Role of Fiona Finance' }), 'SUPPORT');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Finance → Support')).toBeInTheDocument();
    await confirmDialog('Change role');
    await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Fiona Finance is now Support')).toBeInTheDocument();
  });

  it('Deactivate and Reactivate go through a confirm dialog; Cancel changes nothing', async () => {
    const deactivate = jest.fn(() => ({ data: { deactivateStaff: { ...finance, state: 'DEACTIVATED' } } }));
    const reactivate = jest.fn(() => ({ data: { reactivateStaff: { ...retired, state: 'ACTIVE' } } }));
    const afterDeactivate = [owner, { ...finance, state: 'DEACTIVATED' }, analyst, retired];
    const afterReactivate = [owner, { ...finance, state: 'DEACTIVATED' }, analyst, { ...retired, state: 'ACTIVE' }];
    renderAdmin(<StaffPage />, {
      access: { adminId: 1 },
      mocks: [
        team([owner, finance, analyst, retired]),
        roles,
        { request: { query: DeactivateStaffDocument, variables: { id: '2' } }, result: deactivate },
        team(afterDeactivate),
        { request: { query: ReactivateStaffDocument, variables: { id: '4' } }, result: reactivate },
        team(afterReactivate),
        team(afterReactivate),
      ],
    });
    const fin = await rowOf('Fiona Finance');
    await userEvent.click(within(fin).getByRole('button', { name: 'Deactivate Fiona Finance' }));
    expect(within(await screen.findByRole('dialog')).getByText(/Every session of theirs ends at once/)).toBeInTheDocument();
    await confirmDialog('Cancel');
    expect(deactivate).not.toHaveBeenCalled();

    await userEvent.click(within(fin).getByRole('button', { name: 'Deactivate Fiona Finance' }));
    await confirmDialog('Deactivate');
    await waitFor(() => expect(deactivate).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Fiona Finance is deactivated')).toBeInTheDocument();

    const rex = await rowOf('Rex Retired');
    await userEvent.click(within(rex).getByRole('button', { name: 'Reactivate Rex Retired' }));
    await confirmDialog('Reactivate');
    await waitFor(() => expect(reactivate).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Rex Retired can sign in again')).toBeInTheDocument();
  });

  it('shows the error state when the team cannot be read', async () => {
    const refused: MockedResponse = { request: { query: StaffTeamDocument }, result: { errors: [new GraphQLError('Your role lacks staff:manage', { extensions: { code: 'FORBIDDEN' } })] } };
    renderAdmin(<StaffPage />, { mocks: [refused, roles] });
    expect(await screen.findByText('Your role lacks staff:manage')).toBeInTheDocument();
  });
});
