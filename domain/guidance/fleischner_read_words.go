package guidance

// noduleLanguage is one language's words for reading pulmonary nodules and their context;
// words/fleischner_read.json holds them.
type noduleLanguage struct {
	Nodules  []string // nodule words; plural forms also in plural
	Plural   []string // nodule words that name more than one ("nodules", "Rundherde")
	Counts   []string // words that make nodules several ("multiple", "two", "mehrere")
	Absorbed []string // words containing a nodule word that are no nodule ("Lymphknoten")

	Lung       []string // words placing a nodule in the lung
	OtherOrgan []string // words placing it elsewhere ("thyroid nodule")
	Calcified  []string // benign calcification: no follow-up
	Patterns   []string // diffuse patterns, not nodules the guideline is for ("centrilobular")
	Small      []string // put an unmeasured nodule below 6 mm ("millimetric")
	Known      []string // a nodule seen before ("stable", "unchanged")
	Prior      []string // stand before a prior size ("previously 5 mm")

	PartSolid, GroundGlass, Subsolid, Solid []string

	Screening, Immunocompromise []string
	// OtherScreening words in a screening statement make it another organ's screening
	// ("screening mammography", "Darmkrebsscreening"): neither Fleischner's exclusion nor
	// Lung-RADS (lungrads_read.go reads screening the same way).
	OtherScreening []string
	// Radiograph words in the title, technique, findings or impression make the report a
	// radiograph, no screening CT ("PA and lateral", "lateral view", "Röntgen Thorax").
	Radiograph []string
	// Cancer words name a cancer; it is the patient's known cancer in the clinical
	// information, with a KnownCancer word in its clause, or when the word says so itself
	// (metastases, staging: CancerItself).
	Cancer, CancerItself, KnownCancer []string
	Family                            []string // "family history": a relative's cancer is a risk
	// HighRisk words (risk, smoking) make the patient high risk, denied ("non-smoker", "kein
	// Nikotinabusus") low risk, as LowRisk words do.
	HighRisk, LowRisk []string
	Age               []string // after a number: "years old", "jährig"
	// AgeBefore end right before a number: "age", "Alter von", "mujer de"
	AgeBefore []string
}
