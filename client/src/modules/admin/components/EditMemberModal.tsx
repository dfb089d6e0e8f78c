/**
 * Admin edit of a member (PAGES §2.3, §4): Full Name 2–100, Phone 7–15 digits (+ country code),
 * Email, BEP20 ('0x' + 40 hex) and TRC20 ('T' + 33 base58), both optional. Only changed fields are
 * sent → updateMember.
 */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import type { AdminMemberInput } from '../../../generated/types';
import { useAdminUpdateMemberMutation } from '../graphql/members.generated';
import { serverFieldErrors } from '../actions';
import { bep20Error, emailError, fullnameError, phoneError, trc20Error } from '../validation';

export interface EditableMember {
  id: number;
  fullname: string;
  phone: string;
  email: string;
  bep20?: string | null;
  trc20?: string | null;
}

type Values = { fullname: string; phone: string; email: string; bep20: string; trc20: string };

const valuesOf = (m: EditableMember): Values => ({ fullname: m.fullname, phone: m.phone, email: m.email, bep20: m.bep20 ?? '', trc20: m.trc20 ?? '' });

export function changedMemberFields(initial: Values, values: Values): AdminMemberInput {
  const input: AdminMemberInput = {};
  (Object.keys(values) as Array<keyof Values>).forEach((key) => {
    const next = values[key].trim();
    if (next === initial[key].trim()) return;
    if (key === 'bep20' || key === 'trc20') input[key] = next || null;
    else input[key] = next;
  });
  return input;
}

function EditForm({ member, onClose }: { member: EditableMember; onClose: () => void }) {
  const initial = valuesOf(member);
  const [update, { loading }] = useAdminUpdateMemberMutation();
  const form = useForm<Values>({
    initialValues: initial,
    validate: {
      fullname: fullnameError,
      phone: phoneError,
      email: emailError,
      bep20: bep20Error,
      trc20: trc20Error,
    },
  });

  const submit = async (values: Values) => {
    const input = changedMemberFields(initial, values);
    if (!Object.keys(input).length) {
      onClose();
      return;
    }
    try {
      await update({ variables: { id: member.id, input } });
      notifySuccess('Member updated');
      onClose();
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
      notifyError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="sm">
        <TextInput label="Full Name" required data-autofocus {...form.getInputProps('fullname')} />
        <TextInput label="Phone" required inputMode="tel" {...form.getInputProps('phone')} />
        <TextInput label="Email" required type="email" {...form.getInputProps('email')} />
        <TextInput label="BEP20 address" placeholder="0x…" ff="monospace" {...form.getInputProps('bep20')} />
        <TextInput label="TRC20 address" placeholder="T…" ff="monospace" {...form.getInputProps('trc20')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditMemberModal({ member, opened, onClose }: { member: EditableMember; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit member" centered size="md">
      {/* Mounted while open: the form starts from the current values each time. */}
      {opened ? <EditForm member={member} onClose={onClose} /> : null}
    </Modal>
  );
}
