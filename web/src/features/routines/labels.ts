// Words for a routine step's time of day and frequency (the API's values).
export const TIME_OF_DAY_LABELS: Record<string, string> = { am: 'AM', pm: 'PM', both: 'AM & PM' };

export const FREQUENCY_LABELS: Record<string, string> = {
  daily: 'Daily',
  every_other_day: 'Every other day',
  twice_weekly: 'Twice a week',
  weekly: 'Weekly',
  as_needed: 'As needed',
};

export const timeOfDayLabel = (value: string) => TIME_OF_DAY_LABELS[value] ?? value;
export const frequencyLabel = (value: string) => FREQUENCY_LABELS[value] ?? value.replace(/_/g, ' ');
