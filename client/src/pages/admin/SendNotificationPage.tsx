/**
 * /admin/notification — 'Send Notification' (PAGES §2.3): Type (Notification / Site Popup / Home),
 * Title, Message, Audience ('All users' switch or member multi-select), Image (required for a site
 * pop-up) → createNotification; the home banner image → createBanner. Images go through
 * POST /api/v1/uploads/banner first.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, FileInput, Grid, Group, Image, Paper, Select, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import type { NotificationKind } from '../../generated/types';
import { useCreateBannerMutation, useCreateNotificationMutation, useListHomeNotificationsQuery } from '../../modules/notifications/notifications.generated';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';
import { serverFieldErrors } from '../../modules/admin/actions';
import { composeErrors, NOTIFICATION_TYPE_LABELS, type ComposeValues } from '../../modules/notifications/compose';
import { MemberPicker } from '../../modules/notifications/components/MemberPicker';
import { uploadBannerImage, validateImage } from '../../modules/notifications/uploadBanner';

function BannerCard() {
  const home = useListHomeNotificationsQuery();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [createBanner] = useCreateBannerMutation();
  const upload = async () => {
    const problem = file ? validateImage(file) : 'Choose an image';
    setError(problem);
    if (problem || !file) return;
    setBusy(true);
    try {
      const name = await uploadBannerImage(file);
      await createBanner({ variables: { image: name } });
      notifySuccess('Banner created successfully!');
      setFile(null);
      await home.refetch();
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const current = home.data?.homeBanner;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="sm">
        Home banner
      </Title>
      {current ? <Image src={current.url} alt="Current home banner" radius="sm" mb="sm" mah={180} fit="contain" /> : <Text size="sm" c="dimmed" mb="sm">No banner yet.</Text>}
      <FileInput label="Banner image" placeholder="JPEG, PNG or WebP, max 5 MB" accept="image/jpeg,image/png,image/webp" leftSection={<IconPhoto size={16} />} value={file} onChange={setFile} error={error} clearable />
      <Button mt="sm" onClick={() => void upload()} loading={busy}>
        Replace banner
      </Button>
    </Paper>
  );
}

export default function SendNotificationPage() {
  const [createNotification] = useCreateNotificationMutation();
  const [busy, setBusy] = useState(false);
  const form = useForm<ComposeValues>({
    initialValues: { type: 'NOTIFICATION', title: '', message: '', toAll: true, recipients: [], image: null },
    validate: (v) => composeErrors(v),
  });

  const send = async (v: ComposeValues) => {
    setBusy(true);
    try {
      const image = v.image ? await uploadBannerImage(v.image) : undefined;
      await createNotification({
        variables: { input: { type: v.type, title: v.title.trim(), message: v.message.trim(), toAll: v.toAll, recipients: v.toAll ? null : v.recipients.map(Number), image } },
      });
      notifySuccess('Notification created successfully!');
      form.reset();
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
      notifyError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Send notification"
        actions={
          <Button component={Link} to="/admin/notification/list" variant="default">
            All notifications
          </Button>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md">
            <form onSubmit={form.onSubmit((v) => void send(v))} noValidate>
              <Stack>
                <Select
                  label="Type"
                  data={(Object.keys(NOTIFICATION_TYPE_LABELS) as NotificationKind[]).map((k) => ({ value: k, label: NOTIFICATION_TYPE_LABELS[k] }))}
                  allowDeselect={false}
                  {...form.getInputProps('type')}
                />
                <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
                <Textarea label="Message" required autosize minRows={4} maxLength={2000} {...form.getInputProps('message')} />
                <Switch label="All users" {...form.getInputProps('toAll', { type: 'checkbox' })} />
                {!form.values.toAll ? <MemberPicker value={form.values.recipients} onChange={(ids) => form.setFieldValue('recipients', ids)} error={form.errors.recipients as string | undefined} /> : null}
                <FileInput
                  label="Image"
                  description={form.values.type === 'SITE_POPUP' ? 'Required for a site pop-up' : 'Optional'}
                  placeholder="JPEG, PNG or WebP, max 5 MB"
                  accept="image/jpeg,image/png,image/webp"
                  leftSection={<IconPhoto size={16} />}
                  clearable
                  {...form.getInputProps('image')}
                />
                <Group justify="flex-end">
                  <Button type="submit" leftSection={<IconSend size={16} />} loading={busy}>
                    Send
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BannerCard />
        </Grid.Col>
      </Grid>
    </>
  );
}
