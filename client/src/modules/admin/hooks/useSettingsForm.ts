/**
 * The settings form (PAGES §2.3): starts from the loaded settings; Save → updateSettings with only
 * the changed fields, the answer written over the cached `settings` query; the server's field errors
 * show on the fields.
 */
import { useMemo } from 'react';
import { useForm } from '@mantine/form';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { AdminSettingsDocument, useAdminUpdateSettingsMutation, type AdminSettingsFieldsFragment } from '../graphql/settings.generated';
import { serverFieldErrors } from '../actions';
import { changedSettings, toFormValues, validateSettings, type SettingsFormValues } from '../settingsForm';

export function useSettingsForm(settings: AdminSettingsFieldsFragment) {
  const initial = useMemo(() => toFormValues(settings), [settings]);
  const [update, { loading: saving }] = useAdminUpdateSettingsMutation();
  const form = useForm<SettingsFormValues>({ initialValues: initial, validate: validateSettings });

  const changes = changedSettings(initial, form.values);
  const changeCount = Object.keys(changes).length;

  const save = async (values: SettingsFormValues) => {
    const input = changedSettings(initial, values);
    if (!Object.keys(input).length) return;
    try {
      await update({
        variables: { input },
        // Settings have no id: write the answer over the cached `settings` query (the page then
        // re-keys the form with the saved values).
        update(cache, { data }) {
          if (data) cache.writeQuery({ query: AdminSettingsDocument, data: { settings: data.updateSettings } });
        },
      });
      notifySuccess('Settings saved');
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
      notifyError(errorMessage(err));
    }
  };

  return { form, save, saving, changeCount };
}
