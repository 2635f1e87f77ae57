package report

// broaderFindings says which findings each finding is a kind of, by the vocabularies' keys (the
// same in every language): an affirmed subdural hematoma is an intracranial hemorrhage, so
// "Intracranial hemorrhage: None." denies it. A bare "hemorrhage" is no key: in "no subdural,
// epidural or subarachnoid hemorrhage" the adjectives between would leave it read as affirmed. A denial of the narrower finding says nothing of
// the broader one ("no subdural hematoma" beside an intracerebral hemorrhage is no conflict).
var broaderFindings = map[string][]string{
	"subdural hematoma":           {"intracranial hemorrhage"},
	"epidural hematoma":           {"intracranial hemorrhage"},
	"subarachnoid hemorrhage":     {"intracranial hemorrhage"},
	"intraparenchymal hemorrhage": {"intracranial hemorrhage"},
	"intraventricular hemorrhage": {"intracranial hemorrhage"},
	"midline shift":               {"mass effect"},
	// Metastases in an organ with nodule lines are nodules there ("Nodules: None." beside lung
	// metastases); the places keep a bone metastasis from meeting a lung's nodule line.
	"metastasis": {"nodule"},
	// A pneumonia is an infection seen as consolidation: "Consolidation: None." denies it.
	"pneumonia": {"consolidation"},
}

// sidelessFindings have a direction rather than a side: a midline shift to the right comes
// from a lesion on the left, so the side rules leave it alone.
var sidelessFindings = map[string]bool{"midline shift": true}

// covers tells whether a denial of denied contradicts an affirmation of claimed: the same
// finding, or claimed is a kind of denied.
func covers(denied, claimed string) bool {
	if denied == claimed {
		return true
	}
	for _, b := range broaderFindings[claimed] {
		if b == denied {
			return true
		}
	}
	return false
}
