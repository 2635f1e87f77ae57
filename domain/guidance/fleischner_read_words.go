package guidance

// noduleLanguage is one language's words for reading pulmonary nodules and their context.
type noduleLanguage struct {
	nodules  []string // nodule words; plural forms also in plural
	plural   []string // nodule words that name more than one ("nodules", "Rundherde")
	counts   []string // words that make nodules several ("multiple", "two", "mehrere")
	absorbed []string // words containing a nodule word that are no nodule ("Lymphknoten")

	lung       []string // words placing a nodule in the lung
	otherOrgan []string // words placing it elsewhere ("thyroid nodule")
	calcified  []string // benign calcification: no follow-up
	patterns   []string // diffuse patterns, not nodules the guideline is for ("centrilobular")
	small      []string // put an unmeasured nodule below 6 mm ("millimetric")
	known      []string // a nodule seen before ("stable", "unchanged")
	prior      []string // stand before a prior size ("previously 5 mm")

	partSolid, groundGlass, subsolid, solid []string

	screening, immunocompromise []string
	// otherScreening words in a screening statement make it another organ's screening
	// ("screening mammography", "Darmkrebsscreening"): neither Fleischner's exclusion nor
	// Lung-RADS (lungrads_read.go reads screening the same way).
	otherScreening []string
	// radiograph words in the title, technique, findings or impression make the report a
	// radiograph, no screening CT ("PA and lateral", "lateral view", "Röntgen Thorax").
	radiograph []string
	// cancer words name a cancer; it is the patient's known cancer in the clinical
	// information, with a knownCancer word in its clause, or when the word says so itself
	// (metastases, staging: cancerItself).
	cancer, cancerItself, knownCancer []string
	family                            []string // "family history": a relative's cancer is a risk
	// highRisk words (risk, smoking) make the patient high risk, denied ("non-smoker", "kein
	// Nikotinabusus") low risk, as lowRisk words do.
	highRisk, lowRisk []string
	age               []string // after a number: "years old", "jährig"
	// ageBefore end right before a number: "age", "Alter von", "mujer de"
	ageBefore []string
}

var englishNodules = noduleLanguage{
	nodules: []string{"nodule$", "nodules$", "micronodule", "ggn$", "ggns$", "nodular lesion", "nodular opacit",
		"nodular densit"},
	plural:   []string{"nodules$", "micronodules$", "ggns$"},
	counts:   []string{"multiple$", "several$", "numerous$", "few$", "scattered$", "bilateral$", "two$", "three$", "four$", "five$", "six$", "seven$", "eight$", "nine$", "ten$", "innumerable$", "various$"},
	absorbed: []string{"lymph node", "lymph nodes"},

	lung: []string{"lung", "pulmonary$", "upper lobe", "middle lobe", "lower lobe", "upper lobes", "lower lobes", "lingula", "subpleural$", "perifissural$", "fissur", "rul$", "rml$",
		"rll$", "lul$", "lll$", "parenchym", "pleural$", "apical$", "apex$", "basal$", "basilar$", "intrapulmonary$", "perihilar$"},
	otherOrgan: []string{"thyroid", "liver$", "hepatic$", "kidney", "renal$", "adrenal", "breast", "spleen$", "splenic$", "pancrea",
		"prostat", "ovar", "uter", "skin$", "subcutaneous$", "cutaneous$", "lymph$", "nodal$", "bone$", "osseous$", "vocal$",
		"mesenter", "omental$", "peritone", "colon", "sigmoid", "bowel$", "psoas$", "muscle", "fat$", "fatty$", "pelvi",
		"vena$", "venous$", "portal$", "gallbladder", "scapul", "soft tissue", "gland$", "glands$"},
	calcified: []string{"calcif", "granuloma"},
	patterns:  []string{"centrilobular$", "tree in bud", "miliary$", "perilymphatic$"},
	small:     []string{"millimetric", "tiny$", "punctate$", "micronodul"},
	known: []string{"stable$", "unchanged$", "known$", "previously$", "previous$", "prior$", "again$", "persist", "redemonstrat", "increas",
		"decreas", "grow", "enlarg", "smaller$", "larger$", "compared$", "interval$"},
	prior: []string{"previously", "previous", "prior", "formerly", "from"},

	partSolid:   []string{"part solid", "partly solid", "partially solid", "semisolid$", "semi solid", "mixed attenuation", "mixed density"},
	groundGlass: []string{"ground glass", "groundglass", "ggo$", "ggos$", "ggn$", "ggns$", "nonsolid$", "non solid", "pure ground"},
	subsolid:    []string{"subsolid$", "sub solid"},
	solid:       []string{"solid$"},

	screening: []string{"screening$", "lung rads", "lungrads$", "lung cancer screening", "cancer screening", "ldct$"},
	otherScreening: []string{"mammo", "breast", "colon", "colorectal", "bowel$", "prostat", "cervical$", "cervix$", "pap$", "skin$",
		"melanoma", "aaa$", "aortic$", "aneurysm", "osteopor", "bone density", "dexa$", "dxa$", "liver$", "hepatocellular$", "hcc$",
		"ovarian$", "thyroid", "newborn", "prenatal$", "tuberculosis$", "tuberculin", "tb$", "ppd$"},
	radiograph: []string{"radiograph", "x ray", "xray", "cxr$", "chest film", "plain film", "lateral view", "frontal view",
		"pa view", "ap view", "pa and lateral", "frontal and lateral", "portable chest", "roentgen"},
	immunocompromise: []string{"immunocompromis", "immunosuppress", "immunodeficien", "immune compromis", "immune suppress",
		"transplant", "hiv$", "aids$", "neutropeni", "chemotherap", "agranulocyt"},
	cancer: []string{"cancer$", "cancers$", "carcinoma", "adenocarcinoma", "malignan", "lymphoma", "melanoma", "sarcoma",
		"leukemia", "leukaemia", "myeloma", "mesothelioma", "neoplasm", "nsclc$", "sclc$", "hcc$", "rcc$", "tumor$", "tumour$"},
	cancerItself: []string{"metasta", "oncolog", "staging$", "restaging$"},
	knownCancer:  []string{"known$", "history$", "prior$", "previous", "status$ post$", "s$ p$", "treated$", "treatment$", "resected$", "undergoing$"},
	family:       []string{"family$", "familial$", "mother$", "father$", "sister$", "brother$", "relative"},
	highRisk: []string{"high risk", "heavy smoker", "current smoker", "former smoker", "ex smoker", "exsmoker$", "pack year",
		"pack years", "packyear", "packyears$", "py$", "tobacco", "smoker$", "smokers$", "smoking$", "smokes$"},
	lowRisk:   []string{"low risk", "never smoker", "never smoked", "non smoker", "nonsmoker$", "lifelong non"},
	age:       []string{"year old", "years old", "yr old", "yrs old", "yo$", "y$ o$"},
	ageBefore: []string{"age$", "aged$"},
}

var germanNodules = noduleLanguage{
	nodules:  []string{"rundherd", "knoten", "nodul", "herd$", "herde$", "noduli$", "milchglasherd", "lungenherd", "knötchen"},
	plural:   []string{"rundherde", "herde$", "noduli$", "knötchen", "milchglasherde", "lungenherde"},
	counts:   []string{"multipl", "mehrere$", "zahlreich", "einige$", "disseminiert", "verstreut", "beidseits$", "bilateral", "zwei$", "drei$", "vier$", "fünf$", "sechs$", "sieben$", "acht$", "neun$", "zehn$", "diverse$"},
	absorbed: []string{"lymphknoten", "schilddrüsenknoten", "strumaknoten", "leberherd", "leberrundherd", "nierenherd"},

	lung: []string{"lunge", "pulmonal", "lappen", "lingula", "subpleural", "perifissural", "fissur", "parenchym", "pleura",
		"apikal", "basal", "intrapulmonal", "perihilär"},
	otherOrgan: []string{"schilddrüse", "leber", "niere", "nebenniere", "mamma", "brust", "milz", "pankreas", "prostata", "ovar",
		"uterus", "haut$", "subkutan", "kutan", "lymph", "knochen", "ossär", "struma", "mesenterial", "peritone", "kolon",
		"colon", "darm", "muskel", "fett", "becken", "vene$", "venös", "pfortader", "gallenblase", "skapula", "weichteil", "drüse"},
	calcified: []string{"verkalk", "kalk", "granulom"},
	patterns:  []string{"zentrilobulär", "tree in bud", "miliar", "perilymphatisch"},
	small:     []string{"millimetrisch", "winzig", "kleinst", "mikronodul"},
	known: []string{"stabil", "unverändert", "konstant", "stationär", "bekannt", "vorbekannt", "voraufnahme", "zuvor", "vorher",
		"weiterhin", "persistier", "progredien", "regredien", "zunahme", "abnahme", "größenkonstant", "vergleich", "vormals"},
	prior: []string{"vorher", "zuvor", "vormals", "voraufnahme", "vorbefund", "damals", "vorbeschrieben"},

	partSolid:   []string{"teilsolid", "teil solid", "partiell solid", "gemischt solid", "semisolid", "part solid"},
	groundGlass: []string{"milchglas", "ggo$", "ggn$", "nicht solid", "nichtsolid"},
	subsolid:    []string{"subsolid"},
	solid:       []string{"solid"},

	screening: []string{"screening", "früherkennung", "lung rads", "lungrads", "ldct$"},
	otherScreening: []string{"mammo", "brust", "mamma", "darm", "kolon", "koloskop", "prostata", "zervix", "gebärmutterhals", "haut",
		"aorten", "osteopor", "knochendichte", "leber", "hcc$", "ovar", "schilddrüs", "neugeboren", "pränatal", "tuberkulose",
		"tbc$", "tb$"},
	radiograph: []string{"röntgen", "thoraxaufnahme", "thoraxübersicht", "übersichtsaufnahme", "in zwei ebenen", "seitliche aufnahme",
		"liegendaufnahme", "radiograph"},
	immunocompromise: []string{"immunsuppr", "immundefizi", "immunkompromittiert", "immunschwäche", "transplant", "hiv$", "aids$",
		"neutropen", "chemotherap", "aplasie"},
	cancer: []string{"karzinom", "malignom", "lymphom", "melanom", "sarkom", "leukämie", "myelom", "mesotheliom", "neoplas",
		"tumorerkrankung", "tumorleiden", "krebs", "nsclc$", "hcc$", "tumor$"},
	cancerItself: []string{"metasta", "onkolog", "staging", "restaging", "tumorpatient"},
	knownCancer:  []string{"bekannt", "vorbekannt", "z$ n$", "zustand$ nach$", "anamnestisch", "behandelt", "therapiert", "reseziert", "operiert", "unter$"},
	family:       []string{"famili", "mutter$", "vater$", "schwester$", "bruder$", "angehörig"},
	highRisk: []string{"hochrisiko", "hoh risiko", "erhöht risiko", "packungsjahr", "pack year", "py$", "pj$", "tabak", "nikotin",
		"raucher", "rauchen", "geraucht"},
	lowRisk:   []string{"niedrigrisiko", "niedrig risiko", "gering risiko", "nichtraucher", "nie geraucht", "nieraucher"},
	age:       []string{"jährig", "jahre$ alt$", "j$ alt$"},
	ageBefore: []string{"alter$", "age$", "alter$ von$"},
}
