package guidance

// SectionTitle names a section holding a report's title: the headings of a report or template
// that name no section ("Ultrasound Thyroid", "Sonographie Schilddrüse"). The application puts
// it before the sections it reads back; guidelines that apply to one examination (TI-RADS to a
// thyroid ultrasound, Lung-RADS to a screening CT) read it as they read the technique.
const SectionTitle = "title"
