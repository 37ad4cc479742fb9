/**
 * Resolves in a later task: the browser runs what is waiting (a tap, a frame, a response)
 * first. The app's start and its login are cut into steps with it, so that no step is a task
 * long enough to hold up a tap on a slow phone (issue #19).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
