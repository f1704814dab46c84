/** An alarm type in words (FAILURE → "Failure"), the API's value if it has no translation. */
import { useRecordContext, useTranslate } from 'react-admin';
import { alarmTypeLabel } from './alarmTypeLabel';
import type { CustomAlarm } from './types';

export const AlarmTypeText = () => {
    const translate = useTranslate();
    const alarm = useRecordContext<CustomAlarm>();
    if (!alarm?.alarmType) return null;
    return <>{translate(alarmTypeLabel(alarm.alarmType), { _: alarm.alarmType })}</>;
};
