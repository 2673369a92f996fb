/**
 * Live chat business hours: Monday to Friday,
 * 9:00 to 17:30 in America/New_York, daylight saving time included (the
 * time-zone database does that work). Pure: the caller passes the instant.
 */
export const CHAT_TIME_ZONE = 'America/New_York';
export const CHAT_OPENS_MINUTES = 9 * 60;
export const CHAT_CLOSES_MINUTES = 17 * 60 + 30;
/** The hours as the shop states them beside every chat entry. */
export const CHAT_HOURS_TEXT = 'Monday to Friday, 9:00 am to 5:30 pm Eastern';
export const CHAT_OFFLINE_MESSAGE = 'Sorry, Live Chat is offline. Check back later.';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

let formatter: Intl.DateTimeFormat | undefined;

/** Weekday (0 = Sunday) and minutes since midnight on the New York wall clock. */
export function easternWallClock(instant: Date): {weekday: number; minutes: number} {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CHAT_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday),
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** True when a chat agent is on duty at `instant`. */
export function isWithinChatHours(instant: Date): boolean {
  const {weekday, minutes} = easternWallClock(instant);
  if (weekday < 1 || weekday > 5) return false;
  return minutes >= CHAT_OPENS_MINUTES && minutes < CHAT_CLOSES_MINUTES;
}
