package guidance

// The Bosniak classification and its management in Spanish, French, Italian and Portuguese (see
// bosniakWords).

var spanishBosniak = bosniakWords{
	mass: "Masa renal quística", sizeNotDictated: ", tamaño no dictado", stated: "%s según el dictado",
	simple: "líquido simple", homogeneous: "homogénea", hyperattenuating: "hiperatenuante", t1: "hiperintensa en T1",
	tooSmall: "demasiado pequeña para caracterizar", calcified: "calcificación", hu: "%s UH",
	wall: "pared", septa: "septos",
	wallThickness:  map[Thickness]string{Thin: "fina y lisa", MinimallyThickened: "mínimamente engrosada (3 mm)", Thick: "gruesa (4 mm o más)"},
	septaThickness: map[Thickness]string{Thin: "finos", MinimallyThickened: "mínimamente engrosados (3 mm)", Thick: "gruesos (4 mm o más)"},
	irregular:      "de contorno irregular", noSepta: "sin septos", few: "pocos (1-3)", many: "muchos (4 o más)",
	countNotDictated:   " (número no dictado, valorado como 1-3)",
	nodule:             "nódulo",
	enhancement:        map[Enhancement]string{Enhancing: "con realce", NotEnhancing: "sin realce"},
	enhancementAssumed: "realce no dictado, valorado como presente",
	classes: map[BosniakClass]string{BosniakI: "Bosniak I", BosniakII: "Bosniak II", BosniakIIF: "Bosniak IIF", BosniakIII: "Bosniak III",
		BosniakIV: "Bosniak IV"},
	management: map[BosniakClass]string{
		BosniakI:   "benigna; sin seguimiento.",
		BosniakII:  "benigna; sin seguimiento.",
		BosniakIIF: "seguimiento por imagen (TC o RM) a los 6 y 12 meses y después anual durante 5 años.",
		BosniakIII: "considerar cirugía o vigilancia activa.",
		BosniakIV:  "considerar cirugía o ablación.",
	},
	notEnhancing: "Sin clase de Bosniak: las paredes o septos engrosados o irregulares o el nódulo se dictan sin realce, " +
		"y las clases IIF, III y IV requieren paredes, septos o nódulos con realce.",
	decimalComma: true,
	nounFirst:    true,
}

var frenchBosniak = bosniakWords{
	mass: "Masse rénale kystique", sizeNotDictated: ", taille non dictée", stated: "%s selon la dictée",
	simple: "liquide simple", homogeneous: "homogène", hyperattenuating: "hyperdense", t1: "en hypersignal T1",
	tooSmall: "trop petite pour être caractérisée", calcified: "calcification", hu: "%s UH",
	wall: "paroi", septa: "cloisons",
	wallThickness:  map[Thickness]string{Thin: "fine et régulière", MinimallyThickened: "minimement épaissie (3 mm)", Thick: "épaisse (4 mm ou plus)"},
	septaThickness: map[Thickness]string{Thin: "fines", MinimallyThickened: "minimement épaissies (3 mm)", Thick: "épaisses (4 mm ou plus)"},
	irregular:      "à contours irréguliers", noSepta: "pas de cloison", few: "quelques (1-3)", many: "nombreuses (4 ou plus)",
	countNotDictated:   " (nombre non dicté, considéré comme 1-3)",
	nodule:             "nodule",
	enhancement:        map[Enhancement]string{Enhancing: "avec rehaussement", NotEnhancing: "sans rehaussement"},
	enhancementAssumed: "rehaussement non dicté, considéré comme présent",
	classes: map[BosniakClass]string{BosniakI: "Bosniak I", BosniakII: "Bosniak II", BosniakIIF: "Bosniak IIF", BosniakIII: "Bosniak III",
		BosniakIV: "Bosniak IV"},
	management: map[BosniakClass]string{
		BosniakI:   "bénigne; pas de suivi.",
		BosniakII:  "bénigne; pas de suivi.",
		BosniakIIF: "imagerie de suivi (TDM ou IRM) à 6 et 12 mois, puis annuelle pendant 5 ans.",
		BosniakIII: "chirurgie ou surveillance active à envisager.",
		BosniakIV:  "chirurgie ou ablation à envisager.",
	},
	notEnhancing: "Pas de classe de Bosniak: les parois ou cloisons épaissies ou irrégulières ou le nodule sont dictés sans " +
		"rehaussement, et les classes IIF, III et IV exigent des parois, cloisons ou nodules rehaussés.",
	decimalComma: true,
	nounFirst:    true,
}

var italianBosniak = bosniakWords{
	mass: "Massa renale cistica", sizeNotDictated: ", dimensione non dettata", stated: "%s come dettato",
	simple: "fluido semplice", homogeneous: "omogenea", hyperattenuating: "iperdensa", t1: "iperintensa in T1",
	tooSmall: "troppo piccola per essere caratterizzata", calcified: "calcificazione", hu: "%s UH",
	wall: "parete", septa: "setti",
	wallThickness:  map[Thickness]string{Thin: "sottile e regolare", MinimallyThickened: "minimamente ispessita (3 mm)", Thick: "spessa (4 mm o più)"},
	septaThickness: map[Thickness]string{Thin: "sottili", MinimallyThickened: "minimamente ispessiti (3 mm)", Thick: "spessi (4 mm o più)"},
	irregular:      "a contorni irregolari", noSepta: "nessun setto", few: "pochi (1-3)", many: "molti (4 o più)",
	countNotDictated:   " (numero non dettato, considerato 1-3)",
	nodule:             "nodulo",
	enhancement:        map[Enhancement]string{Enhancing: "con enhancement", NotEnhancing: "senza enhancement"},
	enhancementAssumed: "enhancement non dettato, considerato presente",
	classes: map[BosniakClass]string{BosniakI: "Bosniak I", BosniakII: "Bosniak II", BosniakIIF: "Bosniak IIF", BosniakIII: "Bosniak III",
		BosniakIV: "Bosniak IV"},
	management: map[BosniakClass]string{
		BosniakI:   "benigna; nessun controllo.",
		BosniakII:  "benigna; nessun controllo.",
		BosniakIIF: "controlli di imaging (TC o RM) a 6 e 12 mesi, poi annuali per 5 anni.",
		BosniakIII: "considerare chirurgia o sorveglianza attiva.",
		BosniakIV:  "considerare chirurgia o ablazione.",
	},
	notEnhancing: "Nessuna classe di Bosniak: le pareti o i setti ispessiti o irregolari o il nodulo sono dettati senza " +
		"enhancement, e le classi IIF, III e IV richiedono pareti, setti o noduli con enhancement.",
	decimalComma: true,
	nounFirst:    true,
}

var portugueseBosniak = bosniakWords{
	mass: "Massa renal quística", sizeNotDictated: ", dimensão não ditada", stated: "%s conforme ditado",
	simple: "líquido simples", homogeneous: "homogénea", hyperattenuating: "hiperatenuante", t1: "hiperintensa em T1",
	tooSmall: "demasiado pequena para caracterizar", calcified: "calcificação", hu: "%s UH",
	wall: "parede", septa: "septos",
	wallThickness:  map[Thickness]string{Thin: "fina e lisa", MinimallyThickened: "minimamente espessada (3 mm)", Thick: "espessa (4 mm ou mais)"},
	septaThickness: map[Thickness]string{Thin: "finos", MinimallyThickened: "minimamente espessados (3 mm)", Thick: "espessos (4 mm ou mais)"},
	irregular:      "de contornos irregulares", noSepta: "sem septos", few: "poucos (1-3)", many: "muitos (4 ou mais)",
	countNotDictated:   " (número não ditado, considerado 1-3)",
	nodule:             "nódulo",
	enhancement:        map[Enhancement]string{Enhancing: "com realce", NotEnhancing: "sem realce"},
	enhancementAssumed: "realce não ditado, considerado presente",
	classes: map[BosniakClass]string{BosniakI: "Bosniak I", BosniakII: "Bosniak II", BosniakIIF: "Bosniak IIF", BosniakIII: "Bosniak III",
		BosniakIV: "Bosniak IV"},
	management: map[BosniakClass]string{
		BosniakI:   "benigna; sem seguimento.",
		BosniakII:  "benigna; sem seguimento.",
		BosniakIIF: "seguimento imagiológico (TC ou RM) aos 6 e 12 meses, depois anual durante 5 anos.",
		BosniakIII: "considerar cirurgia ou vigilância ativa.",
		BosniakIV:  "considerar cirurgia ou ablação.",
	},
	notEnhancing: "Sem classe de Bosniak: as paredes ou septos espessados ou irregulares ou o nódulo são ditados sem realce, " +
		"e as classes IIF, III e IV exigem paredes, septos ou nódulos com realce.",
	decimalComma: true,
	nounFirst:    true,
}
