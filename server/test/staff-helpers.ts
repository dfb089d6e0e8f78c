import { TestApp, uniqueEmail } from './harness';

/** Creates a staff member of `role` as the owner and accepts the mailed invitation: returns their session. */
export async function inviteStaff(t: TestApp, ownerToken: string, role: string, name = `${role} Person`) {
  const email = uniqueEmail(role.toLowerCase());
  const created = await t.gql<{ createStaff: { id: string; state: string } }>(
    'mutation($input: CreateStaffInput!) { createStaff(input: $input) { id state role } }',
    { input: { email, fullname: name, role } },
    ownerToken,
  );
  if (created.errors) throw new Error(`createStaff failed: ${JSON.stringify(created.errors)}`);
  const mail = t.outbox(email).pop();
  const token = mail?.text.match(/\/admin\/invite\/([0-9a-f]{64})/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  const password = 'staff-password-1';
  const accepted = await t.gql<{ acceptStaffInvite: { token: string } }>(
    'mutation($token: String!, $password: String!) { acceptStaffInvite(token: $token, password: $password) { token } }',
    { token, password },
  );
  if (accepted.errors) throw new Error(`acceptStaffInvite failed: ${JSON.stringify(accepted.errors)}`);
  return { id: Number(created.data!.createStaff.id), email, password, token: accepted.data!.acceptStaffInvite.token, inviteToken: token };
}
