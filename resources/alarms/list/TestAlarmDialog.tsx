/**
 * The "Send test alarm" dialog (TestAlarmButton.tsx): title and description, sent as a FAILURE
 * alarm of the organization in state ACTIVE (product specification section 7). Send stays
 * disabled while the form is invalid (section 5) or the alarm is being sent. Loaded when the
 * button is first pressed, or once the list has settled.
 */
import SendIcon from '@mui/icons-material/Send';
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
} from '@mui/material';
import { useFormState } from 'react-hook-form';
import { Form, SaveButton, TextInput, useCreate, useNotify, useTranslate } from 'react-admin';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import { DraftKeeper } from '../../../src/session/DraftKeeper';
import { TEST_ALARM_FORM, testAlarmPayload, type TestAlarmValues } from '../testAlarm';

const TITLE_ID = 'test-alarm-title';

const SendButton = ({ sending }: { sending: boolean }) => {
    const { isValid, isValidating } = useFormState();
    const ready = isValid && !isValidating && !sending;
    return (
        <SaveButton
            label="alarms.test_alarm.send"
            icon={<SendIcon />}
            alwaysEnable={ready}
            disabled={!ready}
            variant="text"
        />
    );
};

export const TestAlarmDialog = ({ open, close }: { open: boolean; close: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [organizationId] = useCurrentOrganizationId();
    const [create, { isPending }] = useCreate();

    const submit = (values: Record<string, unknown>) => {
        if (!organizationId) return;
        create(
            'alarms',
            { data: testAlarmPayload(values as unknown as TestAlarmValues, organizationId) },
            {
                onSuccess: () => {
                    notify('alarms.test_alarm.sent', { type: 'success' });
                    close();
                },
            },
        );
    };

    return (
        <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
            <Form
                mode="onChange"
                onSubmit={submit}
                defaultValues={{
                    title: translate('alarms.test_alarm.default_title'),
                    description: translate('alarms.test_alarm.default_description'),
                }}
            >
                <DraftKeeper form={TEST_ALARM_FORM} />
                <DialogTitle id={TITLE_ID}>{translate('alarms.test_alarm.title')}</DialogTitle>
                <DialogContent>
                    <DialogContentText sx={{ mb: 2 }}>
                        {translate('alarms.test_alarm.text')}
                    </DialogContentText>
                    <TextInput
                        source="title"
                        label="resources.alarms.fields.title"
                        validate={bodyRules(schemas.create, 'title')}
                        autoFocus
                    />
                    <TextInput
                        source="description"
                        label="resources.alarms.fields.description"
                        multiline
                        minRows={2}
                        validate={bodyRules(schemas.create, 'description')}
                    />
                </DialogContent>
                <DialogActions>
                    {/* A text button at every width: react-admin's Button shows only its icon on
                        a phone, and Cancel has none. */}
                    <Button onClick={close} disabled={isPending}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <SendButton sending={isPending} />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
