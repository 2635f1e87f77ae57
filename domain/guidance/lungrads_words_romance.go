package guidance

// Lung-RADS in Spanish, French, Italian and Portuguese: the words that read a screening CT (see
// lungRADSLanguage) and the categories' wording (see lungRADSWords).

var spanishLungRADSWords = lungRADSLanguage{
	lungContext: []string{"pulm", "ldct$", "baja dosis", "tc$", "tac$", "tcbd$", "tomografía computarizada", "tomografia computarizada"},
	newNodule: []string{"nuevo$", "nueva$", "nuevos$", "nuevas$", "nueva aparición", "nueva aparicion", "no presente previamente",
		"no visible previamente"},
	growing:      []string{"crec", "aument", "progres", "mayor tamaño"},
	stable:       []string{"estable", "sin$ cambios$", "sin$ cambio$", "disminu", "menor$", "regresi", "superponible"},
	spiculated:   []string{"espicul"},
	juxtapleural: []string{"perifisural", "yuxtafisural", "yuxtapleural", "juxtapleural", "cisural"},
}

var frenchLungRADSWords = lungRADSLanguage{
	lungContext: []string{"poumon", "pulmon", "ldct$", "faible dose", "basse dose", "tdm$", "scanner", "tomodensitom"},
	newNodule: []string{"nouveau$", "nouvelle$", "nouvel$", "nouveaux$", "apparu", "apparition", "non$ visible$ auparavant",
		"absent$ auparavant"},
	growing:      []string{"augment", "croissance", "majoration", "majoré", "majore$", "progress", "grossi"},
	stable:       []string{"stable", "inchangé", "inchange", "diminu", "régress", "regress", "superposable"},
	spiculated:   []string{"spicul"},
	juxtapleural: []string{"périscissural", "periscissural", "péri$ scissural", "juxtascissural", "juxtapleural", "scissural"},
}

var italianLungRADSWords = lungRADSLanguage{
	lungContext: []string{"polmon", "ldct$", "bassa dose", "tc$", "tac$", "tomografia computerizzata"},
	newNodule: []string{"nuovo$", "nuova$", "nuovi$", "nuove$", "nuova comparsa", "nuova insorgenza", "non$ presente$ in$ precedenza$",
		"non$ visibile$ in$ precedenza$"},
	growing:      []string{"aument", "cresciut", "crescita", "incrementat", "incremento", "progress", "maggiori dimensioni"},
	stable:       []string{"stabil", "invariat", "immodificat", "ridott", "riduzion", "regress", "sovrapponibil"},
	spiculated:   []string{"spicul"},
	juxtapleural: []string{"perifissural", "iuxtapleuric", "juxtapleuric", "iuxtascissural", "scissural"},
}

var portugueseLungRADSWords = lungRADSLanguage{
	lungContext: []string{"pulm", "ldct$", "baixa dose", "tc$", "tac$", "tomografia computorizada", "tomografia computadorizada"},
	newNodule: []string{"novo$", "nova$", "novos$", "novas$", "de$ novo$", "não$ presente$ previamente$", "não$ visível$ previamente$",
		"aparecimento"},
	growing:      []string{"cresci", "aument", "progress", "maiores dimensões", "maiores dimensoes"},
	stable:       []string{"estável", "estavel", "estáveis", "estaveis", "inalterad", "sem$ alteraç", "diminu", "redu", "regress", "sobreponív", "sobreponiv"},
	spiculated:   []string{"espicul"},
	juxtapleural: []string{"perifissural", "pericisural", "justapleural", "juxtapleural", "justacisural", "cisural"},
}

var spanishLungRADS = lungRADSWords{
	names: map[lungRADSCategory]string{category1: "1 (negativo)", category2: "2 (benigno)", category3: "3 (probablemente benigno)",
		category4A: "4A (sospechoso)", category4B: "4B (muy sospechoso)", category4X: "4X (muy sospechoso, con hallazgos adicionales)"},
	management: map[lungRADSCategory]string{
		category1:  "TC de baja dosis de cribado a los 12 meses.",
		category2:  "TC de baja dosis de cribado a los 12 meses.",
		category3:  "TC de baja dosis a los 6 meses.",
		category4A: "TC de baja dosis a los 3 meses.",
		category4B: "TC de tórax diagnóstica con o sin contraste, %stoma de muestra tisular y/o derivación para valoración clínica adicional.",
		category4X: "TC de tórax diagnóstica con o sin contraste, %stoma de muestra tisular y/o derivación para valoración clínica adicional.",
	},
	petCT4A: "; puede considerarse PET/TC (nódulo sólido o componente sólido de 8 mm o más).",
	petCT4B: "PET/TC (nódulo sólido o componente sólido de 8 mm o más), ",
	notGraded: map[string]string{
		notGradedSize:           "Sin categoría Lung-RADS: no se ha dictado el tamaño del nódulo.",
		notGradedSolidComponent: "Sin categoría Lung-RADS: no se ha dictado el componente sólido del nódulo parcialmente sólido; su diámetro medio decide entre las categorías 3, 4A y 4B.",
		notGradedSubsolid:       "Sin categoría Lung-RADS: no se ha dictado si el nódulo subsólido es en vidrio deslustrado (categoría 2 por debajo de 30 mm) o parcialmente sólido (se gradúa por su componente sólido).",
	},
	noNodules: "Sin nódulos pulmonares",
	types: map[NoduleType]string{TypeNotDictated: "Nódulo (tipo no dictado, valorado como sólido)", Solid: "Nódulo sólido",
		PartSolid: "Nódulo parcialmente sólido", GroundGlass: "Nódulo en vidrio deslustrado", Subsolid: "Nódulo subsólido"},
	small:          ", milimétrico (menor de 6 mm)",
	solidComponent: " (componente sólido %s)",
	courses:        map[NoduleCourse]string{Baseline: "basal", NewNodule: "nuevo", Growing: "en crecimiento", Stable: "estable"},
	spiculated:     "espiculado",
	juxtapleural:   "perifisural o yuxtapleural",
	mostSuspicious: "; el más sospechoso de %d nódulos",
	decimalComma:   true,
}

var frenchLungRADS = lungRADSWords{
	names: map[lungRADSCategory]string{category1: "1 (négatif)", category2: "2 (bénin)", category3: "3 (probablement bénin)",
		category4A: "4A (suspect)", category4B: "4B (très suspect)", category4X: "4X (très suspect, avec éléments supplémentaires)"},
	management: map[lungRADSCategory]string{
		category1:  "TDM faible dose de dépistage à 12 mois.",
		category2:  "TDM faible dose de dépistage à 12 mois.",
		category3:  "TDM faible dose à 6 mois.",
		category4A: "TDM faible dose à 3 mois.",
		category4B: "TDM thoracique diagnostique avec ou sans injection, %sprélèvement tissulaire et/ou avis clinique spécialisé.",
		category4X: "TDM thoracique diagnostique avec ou sans injection, %sprélèvement tissulaire et/ou avis clinique spécialisé.",
	},
	petCT4A: "; une TEP-TDM peut être envisagée (nodule solide ou composante solide de 8 mm ou plus).",
	petCT4B: "TEP-TDM (nodule solide ou composante solide de 8 mm ou plus), ",
	notGraded: map[string]string{
		notGradedSize:           "Pas de catégorie Lung-RADS: la taille du nodule n'est pas dictée.",
		notGradedSolidComponent: "Pas de catégorie Lung-RADS: la composante solide du nodule partiellement solide n'est pas dictée; son diamètre moyen décide entre les catégories 3, 4A et 4B.",
		notGradedSubsolid:       "Pas de catégorie Lung-RADS: il n'est pas dicté si le nodule subsolide est en verre dépoli (catégorie 2 en dessous de 30 mm) ou partiellement solide (classé selon sa composante solide).",
	},
	noNodules: "Pas de nodule pulmonaire",
	types: map[NoduleType]string{TypeNotDictated: "Nodule (type non dicté, considéré comme solide)", Solid: "Nodule solide",
		PartSolid: "Nodule partiellement solide", GroundGlass: "Nodule en verre dépoli", Subsolid: "Nodule subsolide"},
	small:          ", millimétrique (moins de 6 mm)",
	solidComponent: " (composante solide %s)",
	courses:        map[NoduleCourse]string{Baseline: "initial", NewNodule: "nouveau", Growing: "en croissance", Stable: "stable"},
	spiculated:     "spiculé",
	juxtapleural:   "péri-scissural ou juxtapleural",
	mostSuspicious: "; le plus suspect de %d nodules",
	decimalComma:   true,
}

var italianLungRADS = lungRADSWords{
	names: map[lungRADSCategory]string{category1: "1 (negativo)", category2: "2 (benigno)", category3: "3 (probabilmente benigno)",
		category4A: "4A (sospetto)", category4B: "4B (molto sospetto)", category4X: "4X (molto sospetto, con caratteristiche aggiuntive)"},
	management: map[lungRADSCategory]string{
		category1:  "TC di screening a bassa dose a 12 mesi.",
		category2:  "TC di screening a bassa dose a 12 mesi.",
		category3:  "TC a bassa dose a 6 mesi.",
		category4A: "TC a bassa dose a 3 mesi.",
		category4B: "TC del torace diagnostica con o senza mezzo di contrasto, %scampionamento tissutale e/o invio per ulteriore valutazione clinica.",
		category4X: "TC del torace diagnostica con o senza mezzo di contrasto, %scampionamento tissutale e/o invio per ulteriore valutazione clinica.",
	},
	petCT4A: "; si può considerare PET/TC (nodulo solido o componente solida di 8 mm o più).",
	petCT4B: "PET/TC (nodulo solido o componente solida di 8 mm o più), ",
	notGraded: map[string]string{
		notGradedSize:           "Nessuna categoria Lung-RADS: la dimensione del nodulo non è dettata.",
		notGradedSolidComponent: "Nessuna categoria Lung-RADS: la componente solida del nodulo parzialmente solido non è dettata; il suo diametro medio decide tra le categorie 3, 4A e 4B.",
		notGradedSubsolid:       "Nessuna categoria Lung-RADS: non è dettato se il nodulo subsolido è a vetro smerigliato (categoria 2 sotto 30 mm) o parzialmente solido (classificato in base alla componente solida).",
	},
	noNodules: "Nessun nodulo polmonare",
	types: map[NoduleType]string{TypeNotDictated: "Nodulo (tipo non dettato, considerato solido)", Solid: "Nodulo solido",
		PartSolid: "Nodulo parzialmente solido", GroundGlass: "Nodulo a vetro smerigliato", Subsolid: "Nodulo subsolido"},
	small:          ", millimetrico (sotto 6 mm)",
	solidComponent: " (componente solida %s)",
	courses:        map[NoduleCourse]string{Baseline: "basale", NewNodule: "nuovo", Growing: "in crescita", Stable: "stabile"},
	spiculated:     "spiculato",
	juxtapleural:   "perifissurale o iuxtapleurico",
	mostSuspicious: "; il più sospetto di %d noduli",
	decimalComma:   true,
}

var portugueseLungRADS = lungRADSWords{
	names: map[lungRADSCategory]string{category1: "1 (negativo)", category2: "2 (benigno)", category3: "3 (provavelmente benigno)",
		category4A: "4A (suspeito)", category4B: "4B (muito suspeito)", category4X: "4X (muito suspeito, com características adicionais)"},
	management: map[lungRADSCategory]string{
		category1:  "TC de baixa dose de rastreio aos 12 meses.",
		category2:  "TC de baixa dose de rastreio aos 12 meses.",
		category3:  "TC de baixa dose aos 6 meses.",
		category4A: "TC de baixa dose aos 3 meses.",
		category4B: "TC torácica diagnóstica com ou sem contraste, %sbiópsia e/ou referenciação para avaliação clínica adicional.",
		category4X: "TC torácica diagnóstica com ou sem contraste, %sbiópsia e/ou referenciação para avaliação clínica adicional.",
	},
	petCT4A: "; pode considerar-se PET/TC (nódulo sólido ou componente sólido de 8 mm ou mais).",
	petCT4B: "PET/TC (nódulo sólido ou componente sólido de 8 mm ou mais), ",
	notGraded: map[string]string{
		notGradedSize:           "Sem categoria Lung-RADS: a dimensão do nódulo não foi ditada.",
		notGradedSolidComponent: "Sem categoria Lung-RADS: o componente sólido do nódulo parcialmente sólido não foi ditado; o seu diâmetro médio decide entre as categorias 3, 4A e 4B.",
		notGradedSubsolid:       "Sem categoria Lung-RADS: não foi ditado se o nódulo subsólido é em vidro fosco (categoria 2 abaixo de 30 mm) ou parcialmente sólido (classificado pelo componente sólido).",
	},
	noNodules: "Sem nódulos pulmonares",
	types: map[NoduleType]string{TypeNotDictated: "Nódulo (tipo não ditado, considerado sólido)", Solid: "Nódulo sólido",
		PartSolid: "Nódulo parcialmente sólido", GroundGlass: "Nódulo em vidro fosco", Subsolid: "Nódulo subsólido"},
	small:          ", milimétrico (abaixo de 6 mm)",
	solidComponent: " (componente sólido %s)",
	courses:        map[NoduleCourse]string{Baseline: "inicial", NewNodule: "novo", Growing: "em crescimento", Stable: "estável"},
	spiculated:     "espiculado",
	juxtapleural:   "perifissural ou justapleural",
	mostSuspicious: "; o mais suspeito de %d nódulos",
	decimalComma:   true,
}
