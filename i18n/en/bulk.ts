/** English messages of bulk work on selected records (src/bulk) and the device list's bulk actions. */
const bulk = {
    app: {
        bulk: {
            select_all_matching: 'Select all %{count} matching',
            progress_label: 'Progress',
            progress: '%{done} done, %{failed} failed, %{left} left',
            cancel_hint: 'Cancel stops before the next one; the ones done stay done.',
            cancelling: 'Stopping after the current one…',
            finished: 'Finished',
            cancelled: 'Cancelled',
            summary: '%{done} done, %{failed} failed, %{untouched} not started.',
            /** Removals whose record was gone already (counted as done). */
            already_removed: '%{count} of them had already been removed.',
            failed_heading: 'Failed',
            retry_failed: 'Retry the failed one |||| Retry the %{smart_count} failed',
            failure: {
                conflict:
                    'Changed by someone else in the meantime; open it to see the changes, then try again.',
                no_answer: 'No answer from the server; it may or may not have been carried out.',
                status: 'The server refused it (status %{status}).',
                unknown: 'It failed for an unknown reason.',
            },
        },
    },
    devices: {
        bulk: {
            activation: 'Enable or disable',
            remove: {
                action: 'Remove',
                confirm: 'Remove %{smart_count} device? |||| Remove %{smart_count} devices?',
                content: 'This cannot be undone.',
                run: 'Remove',
                running: 'Removing devices',
            },
            assign: {
                action: 'Assign service',
                confirm:
                    'Assign a service to %{smart_count} device? |||| Assign a service to %{smart_count} devices?',
                none: 'No service',
                run: 'Assign',
                running: 'Assigning the service',
            },
            tag: {
                action: 'Set tag',
                confirm:
                    'Set the tag of %{smart_count} device? |||| Set the tag of %{smart_count} devices?',
                licence_note:
                    'Enabled devices that get the tag lighting or light segment need a licence each.',
                run: 'Set tag',
                running: 'Setting the tag',
            },
            refusal: {
                licences: 'Not enough licences for %{tag}.',
                tag_not_allowed: 'The integration %{integration} does not allow the tag %{tag}.',
            },
        },
    },
};

export default bulk;
export type BulkMessages = typeof bulk;
