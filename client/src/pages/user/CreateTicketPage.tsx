/** /user/query/create — 'Create Ticket' (PAGES §2.2, §4): Subject, Category, Priority, Message → createTicket ⇒ /user/queries/{id}. */
import { useNavigate } from 'react-router-dom';
import { Button, Group, Paper, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PageHeader } from '../../components/PageHeader';
import type { TicketPriority } from '../../generated/types';
import { useCreateTicketMutation } from '../../modules/tickets/tickets.generated';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';
import { serverFieldErrors } from '../../modules/admin/actions';
import { PRIORITY_LABELS, TICKET_CATEGORIES, messageError, subjectError } from '../../modules/tickets/labels';

interface Values {
  subject: string;
  category: string;
  priority: TicketPriority;
  description: string;
}

export default function CreateTicketPage() {
  const navigate = useNavigate();
  const [create, { loading }] = useCreateTicketMutation();
  const form = useForm<Values>({
    initialValues: { subject: '', category: '', priority: 'NORMAL', description: '' },
    validate: {
      subject: (v) => subjectError(v),
      category: (v) => (v ? null : 'Category is required'),
      priority: (v) => (v ? null : 'Priority is required'),
      description: (v) => messageError(v),
    },
  });

  const submit = async (v: Values) => {
    try {
      const { data } = await create({ variables: { input: { subject: v.subject.trim(), category: v.category, priority: v.priority, description: v.description.trim() } } });
      notifySuccess('Ticket created successfully!');
      if (data) navigate(`/user/queries/${data.createTicket.id}`);
    } catch (err) {
      const fields = serverFieldErrors(err);
      form.setErrors(fields);
      notifyError(errorMessage(err));
    }
  };

  return (
    <>
      <PageHeader title="Create ticket" />
      <Paper withBorder p="md" radius="md" maw={720}>
        <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
          <Stack>
            <TextInput label="Subject" required maxLength={120} {...form.getInputProps('subject')} />
            <Group grow align="flex-start">
              <Select label="Category" required placeholder="Choose a category" data={TICKET_CATEGORIES} {...form.getInputProps('category')} />
              <Select
                label="Priority"
                required
                data={(Object.keys(PRIORITY_LABELS) as TicketPriority[]).map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
                allowDeselect={false}
                {...form.getInputProps('priority')}
              />
            </Group>
            <Textarea label="Message" required autosize minRows={5} maxLength={2000} {...form.getInputProps('description')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate('/user/queries')}>
                Cancel
              </Button>
              <Button type="submit" loading={loading}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
