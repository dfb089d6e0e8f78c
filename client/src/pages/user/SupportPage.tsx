/** /user/support — 'Support' (PAGES §2.2): 'Get Support' form (Title, Message) and the member's messages with replies; Delete (confirm). */
import { Alert, Button, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PageHeader } from '../../components/PageHeader';
import { confirm } from '../../components/confirm';
import {
  useCreateSupportMessageMutation,
  useDeleteSupportMessageMutation,
  useListMySupportMessagesQuery,
  useSupportSwitchQuery,
  type SupportMessageFieldsFragment,
} from '../../modules/support/support.generated';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';
import { serverFieldErrors } from '../../modules/admin/actions';
import { messageError, subjectError } from '../../modules/tickets/labels';
import { SupportMessagesTable } from '../../modules/support/components/SupportMessagesTable';

interface Values {
  title: string;
  message: string;
}

export default function SupportPage() {
  const list = useListMySupportMessagesQuery({ variables: { page: 1, pageSize: 50 }, fetchPolicy: 'cache-and-network' });
  const settings = useSupportSwitchQuery();
  const supportOff = settings.data?.settings.support === false;
  const [create, creating] = useCreateSupportMessageMutation();
  const [remove] = useDeleteSupportMessageMutation();
  const form = useForm<Values>({ initialValues: { title: '', message: '' }, validate: { title: (v) => subjectError(v, 'Title'), message: messageError } });

  const send = async (v: Values) => {
    try {
      await create({ variables: { input: { title: v.title.trim(), message: v.message.trim() } } });
      notifySuccess('Support message sent');
      form.reset();
      await list.refetch();
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
      notifyError(errorMessage(err));
    }
  };

  const del = async (m: SupportMessageFieldsFragment) => {
    if (!(await confirm({ title: 'Delete this message?', details: [['Title', m.title]], confirmLabel: 'Delete', danger: true }))) return;
    try {
      const { data } = await remove({ variables: { id: m.id } });
      notifySuccess(data?.deleteSupportMessage.message ?? 'Support message deleted');
      await list.refetch();
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return (
    <>
      <PageHeader title="Support" />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md" maw={720}>
          <Title order={3} size="h4" mb="sm">
            Get Support
          </Title>
          {supportOff ? (
            <Alert color="yellow" mb="sm">
              Support messages are currently turned off. Please open a ticket instead.
            </Alert>
          ) : null}
          <form onSubmit={form.onSubmit((v) => void send(v))} noValidate>
            <Stack>
              <TextInput label="Title" required maxLength={120} disabled={supportOff} {...form.getInputProps('title')} />
              <Textarea label="Message" required autosize minRows={4} maxLength={2000} disabled={supportOff} {...form.getInputProps('message')} />
              <Button type="submit" loading={creating.loading} disabled={supportOff} style={{ alignSelf: 'flex-end' }}>
                Send
              </Button>
            </Stack>
          </form>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <SupportMessagesTable
            rows={list.data?.mySupportMessages.items}
            loading={list.loading}
            error={list.error ? errorMessage(list.error) : null}
            onDelete={(m) => void del(m)}
          />
        </Paper>
      </Stack>
    </>
  );
}
