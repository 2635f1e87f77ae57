package guidance

// The BI-RADS assessment categories in Spanish, French, Italian and Portuguese (see
// biradsWords).

var spanishBIRADS = biradsWords{
	dictated: " según el dictado",
	names: map[string]string{"0": "incompleta", "1": "negativa", "2": "benigna", "3": "probablemente benigna", "4": "sospechosa",
		"4A": "baja sospecha de malignidad", "4B": "sospecha moderada de malignidad", "4C": "alta sospecha de malignidad",
		"5": "altamente sugestiva de malignidad", "6": "malignidad conocida confirmada por biopsia"},
	likelihood: map[string]string{"0": "evaluación incompleta", "1": "probabilidad de malignidad prácticamente del 0 %",
		"2": "probabilidad de malignidad prácticamente del 0 %", "3": "probabilidad de malignidad > 0 % y ≤ 2 %",
		"4": "probabilidad de malignidad > 2 % y < 95 %", "4A": "probabilidad de malignidad > 2 % y ≤ 10 %",
		"4B": "probabilidad de malignidad > 10 % y ≤ 50 %", "4C": "probabilidad de malignidad > 50 % y < 95 %",
		"5": "probabilidad de malignidad ≥ 95 %", "6": "malignidad confirmada"},
	management: map[string]string{
		"0":  "evaluación con pruebas de imagen adicionales y/o mamografías previas para comparación.",
		"1":  "cribado rutinario.",
		"2":  "cribado rutinario.",
		"3":  "seguimiento a corto plazo (6 meses) o vigilancia continuada.",
		"4":  "diagnóstico histológico.",
		"4A": "diagnóstico histológico.",
		"4B": "diagnóstico histológico.",
		"4C": "diagnóstico histológico.",
		"5":  "diagnóstico histológico.",
		"6":  "escisión quirúrgica cuando sea clínicamente apropiado.",
	},
}

var frenchBIRADS = biradsWords{
	dictated: " selon la dictée",
	names: map[string]string{"0": "incomplet", "1": "négatif", "2": "bénin", "3": "probablement bénin", "4": "suspect",
		"4A": "faible suspicion de malignité", "4B": "suspicion intermédiaire de malignité", "4C": "forte suspicion de malignité",
		"5": "très évocateur de malignité", "6": "malignité prouvée par biopsie"},
	likelihood: map[string]string{"0": "évaluation incomplète", "1": "probabilité de malignité pratiquement nulle",
		"2": "probabilité de malignité pratiquement nulle", "3": "probabilité de malignité > 0 % et ≤ 2 %",
		"4": "probabilité de malignité > 2 % et < 95 %", "4A": "probabilité de malignité > 2 % et ≤ 10 %",
		"4B": "probabilité de malignité > 10 % et ≤ 50 %", "4C": "probabilité de malignité > 50 % et < 95 %",
		"5": "probabilité de malignité ≥ 95 %", "6": "malignité prouvée"},
	management: map[string]string{
		"0":  "imagerie complémentaire et/ou comparaison avec les mammographies antérieures.",
		"1":  "dépistage habituel.",
		"2":  "dépistage habituel.",
		"3":  "surveillance rapprochée (à 6 mois) ou surveillance continue.",
		"4":  "prélèvement histologique.",
		"4A": "prélèvement histologique.",
		"4B": "prélèvement histologique.",
		"4C": "prélèvement histologique.",
		"5":  "prélèvement histologique.",
		"6":  "exérèse chirurgicale lorsque cliniquement indiquée.",
	},
}

var italianBIRADS = biradsWords{
	dictated: " come dettato",
	names: map[string]string{"0": "incompleta", "1": "negativa", "2": "benigna", "3": "probabilmente benigna", "4": "sospetta",
		"4A": "sospetto basso di malignità", "4B": "sospetto moderato di malignità", "4C": "sospetto elevato di malignità",
		"5": "altamente suggestiva di malignità", "6": "malignità nota accertata con biopsia"},
	likelihood: map[string]string{"0": "valutazione incompleta", "1": "probabilità di malignità praticamente 0 %",
		"2": "probabilità di malignità praticamente 0 %", "3": "probabilità di malignità > 0 % e ≤ 2 %",
		"4": "probabilità di malignità > 2 % e < 95 %", "4A": "probabilità di malignità > 2 % e ≤ 10 %",
		"4B": "probabilità di malignità > 10 % e ≤ 50 %", "4C": "probabilità di malignità > 50 % e < 95 %",
		"5": "probabilità di malignità ≥ 95 %", "6": "malignità accertata"},
	management: map[string]string{
		"0":  "ulteriori accertamenti di imaging e/o mammografie precedenti per confronto.",
		"1":  "screening di routine.",
		"2":  "screening di routine.",
		"3":  "controllo a breve termine (6 mesi) o sorveglianza continuata.",
		"4":  "diagnosi istologica.",
		"4A": "diagnosi istologica.",
		"4B": "diagnosi istologica.",
		"4C": "diagnosi istologica.",
		"5":  "diagnosi istologica.",
		"6":  "asportazione chirurgica quando clinicamente appropriata.",
	},
}

var portugueseBIRADS = biradsWords{
	dictated: " conforme ditado",
	names: map[string]string{"0": "incompleta", "1": "negativa", "2": "benigna", "3": "provavelmente benigna", "4": "suspeita",
		"4A": "baixa suspeição de malignidade", "4B": "suspeição moderada de malignidade", "4C": "alta suspeição de malignidade",
		"5": "altamente sugestiva de malignidade", "6": "malignidade conhecida comprovada por biópsia"},
	likelihood: map[string]string{"0": "avaliação incompleta", "1": "probabilidade de malignidade praticamente 0 %",
		"2": "probabilidade de malignidade praticamente 0 %", "3": "probabilidade de malignidade > 0 % e ≤ 2 %",
		"4": "probabilidade de malignidade > 2 % e < 95 %", "4A": "probabilidade de malignidade > 2 % e ≤ 10 %",
		"4B": "probabilidade de malignidade > 10 % e ≤ 50 %", "4C": "probabilidade de malignidade > 50 % e < 95 %",
		"5": "probabilidade de malignidade ≥ 95 %", "6": "malignidade comprovada"},
	management: map[string]string{
		"0":  "avaliação imagiológica adicional e/ou mamografias anteriores para comparação.",
		"1":  "rastreio de rotina.",
		"2":  "rastreio de rotina.",
		"3":  "seguimento de curto intervalo (6 meses) ou vigilância continuada.",
		"4":  "diagnóstico histológico.",
		"4A": "diagnóstico histológico.",
		"4B": "diagnóstico histológico.",
		"4C": "diagnóstico histológico.",
		"5":  "diagnóstico histológico.",
		"6":  "excisão cirúrgica quando clinicamente apropriado.",
	},
}
