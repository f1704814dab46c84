/** The message key of an alarm type in words (FAILURE → "Failure"). */
export const alarmTypeLabel = (type: string) => `resources.customAlarms.alarm_types.${type}`;
