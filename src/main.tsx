document.getElementById('root')!.textContent = 'Merapi Toyota';
