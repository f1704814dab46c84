/**
 * Settings' "Alerts for new alarms": a desktop notification and a sound for new FAILURE and
 * ERROR alarms, both off until turned on. Turning the notification on is the only moment the
 * browser's permission is asked; a refused or dismissed permission leaves it off and says why
 * (also when the permission was taken back in the browser later). Turning the sound on plays
 * the tone once, so the user hears it (and the browser allows sound from then on).
 * Shown to users who may open the alarms list.
 */
import {
    Alert,
    FormControl,
    FormControlLabel,
    FormGroup,
    FormHelperText,
    FormLabel,
    Switch,
} from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useAccess } from '../../../src/auth/useAccess';
import { useAlarmAlerts } from './alertSettings';
import { askNoticePermission, noticePermission, type NoticePermission } from './desktopNotice';
import { playTone } from './tone';

type NoticeProblem = 'denied' | 'dismissed' | 'unsupported';

const problemOf = (permission: NoticePermission): NoticeProblem | null =>
    permission === 'granted' ? null : permission === 'default' ? 'dismissed' : permission;

const AlertSwitches = () => {
    const translate = useTranslate();
    const helpId = useId();
    const { notification, setNotification, sound, setSound } = useAlarmAlerts();
    // The answer to the user's last try; else what the browser says now about a notification on.
    const [asked, setAsked] = useState<NoticeProblem | null>(null);
    const [silent, setSilent] = useState(false);
    const permission = noticePermission();
    const noticeOn = notification && permission === 'granted';
    const problem = asked ?? (notification && !noticeOn ? problemOf(permission) : null);

    const toggleNotice = async (event: ChangeEvent<HTMLInputElement>) => {
        if (!event.target.checked) {
            setNotification(false);
            setAsked(null);
            return;
        }
        const answer = await askNoticePermission();
        setAsked(problemOf(answer));
        setNotification(answer === 'granted');
    };

    const toggleSound = async (event: ChangeEvent<HTMLInputElement>) => {
        setSound(event.target.checked);
        setSilent(event.target.checked && !(await playTone()));
    };

    return (
        <FormControl component="fieldset" sx={{ mt: 3, display: 'flex' }}>
            <FormLabel component="legend">{translate('alarms.alerts.title')}</FormLabel>
            <FormHelperText id={helpId} sx={{ mx: 0, maxWidth: '60ch' }}>
                {translate('alarms.alerts.help')}
            </FormHelperText>
            <FormGroup aria-describedby={helpId}>
                <FormControlLabel
                    control={<Switch checked={noticeOn} onChange={toggleNotice} />}
                    label={translate('alarms.alerts.notification')}
                />
                {problem && (
                    <Alert severity="warning" sx={{ my: 1, maxWidth: '60ch' }}>
                        {translate(`alarms.alerts.${problem}`)}
                    </Alert>
                )}
                <FormControlLabel
                    control={<Switch checked={sound} onChange={toggleSound} />}
                    label={translate('alarms.alerts.sound')}
                />
                {silent && (
                    <Alert severity="warning" sx={{ my: 1, maxWidth: '60ch' }}>
                        {translate('alarms.alerts.no_sound')}
                    </Alert>
                )}
            </FormGroup>
        </FormControl>
    );
};

export const AlarmAlertSettings = () =>
    useAccess().canOpen('/alarming/alarms') ? <AlertSwitches /> : null;
